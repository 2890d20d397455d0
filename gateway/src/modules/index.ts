// Every domain module of the gateway; a new module is one line here.
import { resolvers as auth } from './auth/resolvers.ts';
import { resolvers as common } from './common/resolvers.ts';
import { gatewayModule, type GatewayModule } from './registry.ts';

export const modules: readonly GatewayModule[] = [
  gatewayModule('common', common),
  gatewayModule('auth', auth),
];
