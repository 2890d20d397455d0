import type { FastifyInstance } from 'fastify';
import { entities } from '../../../../model/masterData/index.ts';
import { registerEntity } from './engine.ts';
import { registerExport } from './export.ts';
import { registerExtras } from './extras.ts';

/** Every master-data controller: the declared entities through the engine, then their extras. */
export function masterDataModule(app: FastifyInstance): void {
  for (const decl of entities) {
    registerEntity(app, decl);
    if (decl.actions.includes('pageAll')) registerExport(app, decl);
  }
  registerExtras(app);
}
