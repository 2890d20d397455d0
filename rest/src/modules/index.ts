import type { RestModule } from '../http/route.ts';
import { authModule } from './auth/routes.ts';

/** Every module's route registration; a new module adds itself here. */
export const restModules: RestModule[] = [authModule];
