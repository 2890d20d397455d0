// Every domain module of the gateway; a new module is one line here.
import { resolvers as apiTokens } from './apiTokens/resolvers.ts';
import { resolvers as auth } from './auth/resolvers.ts';
import { resolvers as common } from './common/resolvers.ts';
import { resolvers as fees } from './fees/resolvers.ts';
import { resolvers as features } from './features/resolvers.ts';
import { resolvers as files } from './files/resolvers.ts';
import { resolvers as history } from './history/resolvers.ts';
import { resolvers as invoices } from './invoices/resolvers.ts';
import { resolvers as listViews } from './listViews/resolvers.ts';
import { resolvers as masterData } from './masterData/resolvers.ts';
import { resolvers as orders } from './orders/resolvers.ts';
import { gatewayModule, type GatewayModule } from './registry.ts';
import { resolvers as search } from './search/resolvers.ts';
import { resolvers as settlements } from './settlements/resolvers.ts';
import { resolvers as statements } from './statements/resolvers.ts';
import { resolvers as system } from './system/resolvers.ts';
import { resolvers as workspace } from './workspace/resolvers.ts';
import { resolvers as todo } from './todo/resolvers.ts';

export const modules: readonly GatewayModule[] = [
  gatewayModule('common', common),
  gatewayModule('auth', auth),
  gatewayModule('masterData', masterData),
  gatewayModule('system', system),
  gatewayModule('apiTokens', apiTokens),
  gatewayModule('files', files),
  gatewayModule('orders', orders),
  gatewayModule('fees', fees),
  gatewayModule('workspace', workspace),
  gatewayModule('settlements', settlements),
  gatewayModule('invoices', invoices),
  gatewayModule('statements', statements),
  gatewayModule('todo', todo),
  gatewayModule('history', history),
  gatewayModule('search', search),
  gatewayModule('listViews', listViews),
  gatewayModule('features', features),
];
