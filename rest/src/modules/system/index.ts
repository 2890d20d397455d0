import type { FastifyInstance } from 'fastify';
import { registerActionLogRoutes } from './actionLog.ts';
import { registerApiTokenRoutes } from './apiTokens.ts';
import { registerMenuRoutes } from './menus.ts';
import { registerOrganisationAdminRoutes } from './organisations.ts';
import { registerRoleRoutes } from './roles.ts';
import { registerSignInFailureRoutes } from './signInFailures.ts';
import { registerUserRoutes } from './users.ts';

/** Administration: users, roles, menus, organisations, the action log, failed sign-ins and API tokens. */
export function systemModule(app: FastifyInstance): void {
  registerUserRoutes(app);
  registerRoleRoutes(app);
  registerMenuRoutes(app);
  registerOrganisationAdminRoutes(app);
  registerActionLogRoutes(app);
  registerSignInFailureRoutes(app);
  registerApiTokenRoutes(app);
}
