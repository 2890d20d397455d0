import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { RestConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/index.ts';
import type { OpenedDatabase } from './db/index.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { assertPortFree } from './portCheck.ts';
import { closeGracefully } from '../../model/gracefulClose.ts';
import { newBackupKey, publishBackupAccess } from './backup/access.ts';

export interface RunningRest {
  /** Origin to give REST_BASE_URL, e.g. `http://127.0.0.1:8080` (paths go under `/rest/`). */
  url: string;
  /** `${url}/rest/`. */
  restUrl: string;
  app: FastifyInstance;
  /** True when this start loaded the demo data into an empty database. */
  seeded: boolean;
  close(): Promise<void>;
}

/**
 * Checks the port, opens the database (PGlite under its directory's lock), migrates, seeds an
 * empty one, and listens.
 */
export async function startRest(config: RestConfig): Promise<RunningRest> {
  await assertPortFree(config.port, config.host);
  const database: OpenedDatabase = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const seeded = await seedIfEmpty(database.db, config.dataDir);
    const backupKey = database.kind === 'pglite' ? newBackupKey() : undefined;
    const app = await buildApp({ db: database.db, config, ...(backupKey ? { backupKey } : {}) });
    await app.listen({ port: config.port, host: config.host });
    const port = app.server.address();
    const shownPort = typeof port === 'object' && port ? port.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    const url = `http://${shownHost}:${shownPort}`;
    const unpublish = backupKey
      ? publishBackupAccess(config.dataDir, {
          url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${shownPort}`,
          key: backupKey,
          pid: process.pid,
        })
      : () => undefined;
    return {
      url,
      restUrl: `${url}/rest/`,
      app,
      seeded,
      close: async () => {
        unpublish();
        // New connections are refused at once; the requests in flight finish (rolling restarts).
        await closeGracefully(app.server);
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
