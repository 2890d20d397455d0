import type { RestModule } from '../../http/route.ts';
import { registerHistoryRoutes } from './history.ts';

export const historyModule: RestModule = (app) => registerHistoryRoutes(app);
