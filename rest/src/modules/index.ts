import type { RestModule } from '../http/route.ts';
import { authModule } from './auth/routes.ts';
import { feesModule } from './fees/routes.ts';
import { filesModule } from './files/routes.ts';
import { historyModule } from './history/routes.ts';
import { invoicesModule } from './invoices/routes.ts';
import { listViewsModule } from './listViews/routes.ts';
import { masterDataModule } from './masterData/routes.ts';
import { ordersModule } from './orders/routes.ts';
import { searchModule } from './search/routes.ts';
import { settlementsModule } from './settlements/routes.ts';
import { statementsModule } from './statements/routes.ts';
import { systemModule } from './system/index.ts';
import { workspaceModule } from './workspace/routes.ts';
import { todoModule } from './todo/routes.ts';

/** Every module's route registration; a new module adds itself here. */
export const restModules: RestModule[] = [
  authModule,
  systemModule,
  masterDataModule,
  filesModule,
  ordersModule,
  feesModule,
  workspaceModule,
  settlementsModule,
  invoicesModule,
  statementsModule,
  todoModule,
  historyModule,
  searchModule,
  listViewsModule,
];
