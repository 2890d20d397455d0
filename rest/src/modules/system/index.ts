import type { FastifyInstance } from 'fastify';
import { registerActionLogRoutes } from './actionLog.ts';
import { registerMenuRoutes } from './menus.ts';
import { registerOrganisationAdminRoutes } from './organisations.ts';
import { registerRoleRoutes } from './roles.ts';
import { registerUserRoutes } from './users.ts';

/** Administration: users, roles, menus, organisations and the action log. */
export function systemModule(app: FastifyInstance): void {
  registerUserRoutes(app);
  registerRoleRoutes(app);
  registerMenuRoutes(app);
  registerOrganisationAdminRoutes(app);
  registerActionLogRoutes(app);
}
