import { execFile } from 'node:child_process';
import type { DestinationStream } from 'pino';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { defaultConfig } from '../config.ts';
import type { RestConfig } from '../config.ts';
import { kyselyOverPglite, kyselyOverPostgres, migrateToLatest } from '../db/index.ts';
import { openPglite } from '../db/pglite.ts';
import type { Db, OpenedDatabase } from '../db/index.ts';
import { DEMO_ADMIN_MOBILE, DEMO_PASSWORD, runSeed } from '../db/seed/index.ts';
import { businessDate } from '../../../model/businessDate.ts';
import { normalise } from '../http/body.ts';
import type { Body } from '../http/body.ts';
import { scopeOf } from '../http/scopes.ts';
import { versionedKeys } from '../http/versions.ts';

/** The captcha answer every test server accepts. */
export const TEST_CAPTCHA = '0000';
export const DEMO_ADMIN = { mobile: DEMO_ADMIN_MOBILE, password: DEMO_PASSWORD } as const;

/**
 * A clock for the sign-in slowdown (config.signInClock) that stands still until the test moves
 * it: a wait is over exactly when the test says so, however slowly the machine answers.
 */
export class TestClock {
  private ms = Date.now();
  readonly now = (): Date => new Date(this.ms);
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

const restSrc = fileURLToPath(new URL('../', import.meta.url));
export const repoRoot = path.resolve(restSrc, '../..');
const cacheDir = path.join(repoRoot, '.cache');

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Hash of what decides the prepared database: the db folder (migrations, seed steps, seed data),
 * every seed file a module keeps beside its code, the master-data engine and declarations the
 * demo data is saved through, and the engine version.
 */
export async function schemaHash(): Promise<string> {
  const hash = createHash('sha256');
  const dbFiles = (await listFiles(path.join(restSrc, 'db'))).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  const moduleSeeds = (await listFiles(path.join(restSrc, 'modules'))).filter(
    (f) => /seed/i.test(path.basename(f)) && !f.endsWith('.test.ts'),
  );
  // The master-data demo is saved through the engine, by the declarations in model/.
  const masterData = [
    ...(await listFiles(path.join(restSrc, 'modules/masterData'))),
    ...(await listFiles(path.join(repoRoot, 'model'))),
  ].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of [
    ...dbFiles,
    ...moduleSeeds,
    ...masterData,
    path.join(restSrc, 'modules/auth/passwords.ts'),
    // The demo invoices are written through the invoice pages' own writes.
    path.join(restSrc, 'modules/invoices/invoices.ts'),
  ]) {
    hash
      .update(path.relative(restSrc, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  }
  const pglitePkg = JSON.parse(
    await readFile(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglitePkg.version);
  // The demo data is dated relative to today (db/seed/calendar.ts): a new day, a new snapshot.
  hash.update(businessDate());
  return hash.digest('hex').slice(0, 16);
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * A migrated and seeded PGlite, dumped once to `.cache/pglite-snapshot-<hash>.tar.gz`.
 * Two processes may race: each writes its own temp file and renames it into place.
 */
export async function prepareSnapshot(): Promise<string> {
  const file = path.join(cacheDir, `pglite-snapshot-${await schemaHash()}.tar.gz`);
  if (await exists(file)) return file;
  await mkdir(cacheDir, { recursive: true });
  const engine = await openPglite();
  const opened = kyselyOverPglite(engine);
  try {
    await migrateToLatest(opened.db);
    await runSeed(opened.db);
    const dump = await engine.pglite.dumpDataDir('gzip');
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, Buffer.from(await dump.arrayBuffer()));
    await rename(temp, file);
    // Snapshots of earlier code only take space.
    for (const name of await readdir(cacheDir)) {
      if (/^pglite-snapshot-[0-9a-f]+\.tar\.gz$/.test(name) && path.join(cacheDir, name) !== file) {
        await rm(path.join(cacheDir, name), { force: true });
      }
    }
  } finally {
    await opened.close();
  }
  return file;
}

/**
 * The snapshot unpacked once into a data directory, `.cache/pglite-datadir-<hash>/`, so that each
 * test rest opens a plain copy of it instead of unpacking the archive into memory (a third of the
 * CPU time and less memory); PGlite then keeps its data in files, as `npm start` does. Built under
 * a temporary name and renamed, so concurrent callers never see it half-made.
 */
export async function prepareSnapshotDir(): Promise<string> {
  const archive = await prepareSnapshot();
  const dir = archive.replace(/pglite-snapshot-([0-9a-f]+)\.tar\.gz$/, 'pglite-datadir-$1');
  if (await exists(path.join(dir, 'PG_VERSION'))) return dir;
  const temp = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const unpacked = await openPglite({
    dataDir: temp,
    loadDataDir: new Blob([await readFile(archive)]),
  });
  await unpacked.close();
  try {
    await rename(temp, dir);
  } catch (error) {
    // Another process finished first: keep theirs.
    await rm(temp, { recursive: true, force: true });
    if (!(await exists(path.join(dir, 'PG_VERSION')))) throw error;
  }
  for (const name of await readdir(cacheDir)) {
    if (/^pglite-datadir-[0-9a-f]+$/.test(name) && path.join(cacheDir, name) !== dir) {
      await rm(path.join(cacheDir, name), { recursive: true, force: true });
    }
  }
  return dir;
}

const copyTree = promisify(execFile);

/** Where each test rest's copy of the data directory goes: memory-backed when the system has it. */
const copiesDir = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const copyPrefix = 'freight-pglite-';

/** Copies left by test processes that ended without closing their rest (a crash, a kill). */
async function removeOrphanedCopies(): Promise<void> {
  for (const name of await readdir(copiesDir).catch(() => [])) {
    const pid = Number(/^freight-pglite-(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as { code?: string }).code === 'ESRCH') {
        await rm(path.join(copiesDir, name), { recursive: true, force: true });
      }
    }
  }
}

function databaseUrlFor(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(
  databaseUrl: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL template database `freight_template_<hash>`, migrated and seeded once; built under
 * a temporary name and renamed, so concurrent callers never see it half-made.
 */
export async function prepareTemplate(databaseUrl: string): Promise<string> {
  const name = `freight_template_${await schemaHash()}`;
  const found = await withAdminClient(databaseUrl, (c) =>
    c.query('select 1 from pg_database where datname = $1', [name]),
  );
  if (found.rowCount) return name;
  const building = `${name}_b${randomBytes(4).toString('hex')}`;
  await withAdminClient(databaseUrl, (c) => c.query(`create database "${building}"`));
  const opened = kyselyOverPostgres(databaseUrlFor(databaseUrl, building), 2);
  try {
    await migrateToLatest(opened.db);
    await runSeed(opened.db);
  } finally {
    await opened.close();
  }
  await withAdminClient(databaseUrl, async (c) => {
    try {
      await c.query(`alter database "${building}" rename to "${name}"`);
    } catch (error) {
      // Another process finished first: keep theirs.
      await c.query(`drop database if exists "${building}"`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    // Each template notes when it was made. Templates of earlier code only take space once
    // nobody uses them: those older than a day go (another checkout on the same server may still
    // run on a younger one); one still being cloned refuses and stays.
    await c.query(`comment on database "${name}" is '${Date.now()}'`).catch(() => undefined);
    const stale = await c.query<{ datname: string }>(
      `select datname from pg_database
        where datname like 'freight\\_template\\_%' and datname <> $1
          and coalesce(nullif(shobj_description(oid, 'pg_database'), ''), '0') ~ '^[0-9]+$'
          and coalesce(nullif(shobj_description(oid, 'pg_database'), ''), '0')::bigint < $2`,
      [name, Date.now() - 24 * 3600_000],
    );
    for (const { datname } of stale.rows) {
      await c.query(`drop database if exists "${datname}"`).catch(() => undefined);
    }
  });
  return name;
}

async function createDatabaseFromTemplate(databaseUrl: string, template: string): Promise<string> {
  const name = `freight_test_${randomBytes(6).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdminClient(databaseUrl, (c) =>
        c.query(`create database "${name}" template "${template}"`),
      );
      return name;
    } catch (error) {
      // 55006: the template is briefly in use by another clone.
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * A fresh PostgreSQL database of the demo data, cloned from the template, for reading it beside a
 * running rest (the bench's EXPLAIN of the demo's statements); `drop` removes it.
 */
export async function cloneDemoDatabase(
  databaseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = await createDatabaseFromTemplate(databaseUrl, await prepareTemplate(databaseUrl));
  return {
    url: databaseUrlFor(databaseUrl, name),
    drop: () =>
      withAdminClient(databaseUrl, (c) =>
        c.query(`drop database if exists "${name}" with (force)`),
      ).then(() => undefined),
  };
}

export interface TestRest {
  /** Origin for REST_BASE_URL, e.g. `http://127.0.0.1:41234`; paths go under `/rest/`. */
  url: string;
  /** `${url}/rest/`. */
  restUrl: string;
  db: Db;
  app: FastifyInstance;
  config: RestConfig;
  close(): Promise<void>;
}

export interface TestRestOptions {
  /** Overrides of the test configuration (captcha test code '0000', silent logs). */
  config?: Partial<RestConfig>;
  /** Build the app without listening (use app.inject). */
  listen?: boolean;
  /**
   * Run on this existing PostgreSQL database (migrated first, kept afterwards) instead of a fresh
   * copy of the demo data: the benchmarks at scale.
   */
  existingDatabaseUrl?: string;
  /**
   * PostgreSQL connections (default 5: many test files run at once on one server); the bench
   * gives the production size.
   */
  poolSize?: number;
  /** Collects the log lines (give `config.logLevel` too: tests log nothing by default). */
  logStream?: DestinationStream;
}

/**
 * A real rest on its own database, seeded with the demo data: PGlite on its own copy of the
 * snapshot's data directory, or with DATABASE_URL a fresh PostgreSQL database cloned from the
 * template (either removed on close). One per test file: each PGlite costs about 500 MB.
 */
export async function startTestRest(opts: TestRestOptions = {}): Promise<TestRest> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  let opened: OpenedDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (opts.existingDatabaseUrl) {
    opened = kyselyOverPostgres(opts.existingDatabaseUrl, opts.poolSize ?? 5);
    await migrateToLatest(opened.db);
  } else if (databaseUrl) {
    const template = await prepareTemplate(databaseUrl);
    const name = await createDatabaseFromTemplate(databaseUrl, template);
    opened = kyselyOverPostgres(databaseUrlFor(databaseUrl, name), opts.poolSize ?? 5);
    dropDatabase = async () => {
      await withAdminClient(databaseUrl, (c) =>
        c.query(`drop database if exists "${name}" with (force)`),
      );
    };
  } else {
    const source = await prepareSnapshotDir();
    await removeOrphanedCopies();
    const copy = path.join(
      copiesDir,
      `${copyPrefix}${process.pid}-${randomBytes(6).toString('hex')}`,
    );
    // cp(1) copies the tree in a fraction of the CPU time fs.cp takes.
    await copyTree('cp', ['-R', source, copy]);
    opened = kyselyOverPglite(await openPglite({ dataDir: copy }));
    dropDatabase = () => rm(copy, { recursive: true, force: true });
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-rest-'));
  const config = defaultConfig({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    captchaTestCode: TEST_CAPTCHA,
    logLevel: 'silent',
    ...opts.config,
  });
  const app = await buildApp({
    db: opened.db,
    config,
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
  });
  let url = '';
  if (opts.listen ?? true) {
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : config.port}`;
  } else {
    await app.ready();
  }
  return {
    url,
    restUrl: url ? `${url}/rest/` : '',
    db: opened.db,
    app,
    config,
    close: async () => {
      await app.close();
      await opened.close();
      if (dropDatabase) await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Encoding = 'form' | 'json';

export interface Envelope<T = unknown> {
  status: number;
  data: T;
}

export interface CallResult<T = unknown> {
  /** HTTP status (always equal to body.status). */
  httpStatus: number;
  body: Envelope<T>;
}

/** Form fields as the gateway sends them: nested values as JSON strings, absent as ''. */
export function formEncode(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) params.append(key, '');
    else if (typeof value === 'string') params.append(key, value);
    else if (typeof value === 'number' || typeof value === 'boolean') {
      params.append(key, String(value));
    } else params.append(key, JSON.stringify(value));
  }
  return params.toString();
}

/** `POST /rest/<path>` through app.inject, in either encoding. */
export async function callRest<T = unknown>(
  app: FastifyInstance,
  restPath: string,
  fields: Record<string, unknown> = {},
  options: {
    encoding?: Encoding;
    headers?: Record<string, string>;
    /**
     * A change of a versioned record (scopes.ts) that names no version is sent as a client that
     * read the record just before would send it, with its stored version; false sends it as is
     * (the concurrency tests).
     */
    readFirst?: boolean;
  } = {},
): Promise<CallResult<T>> {
  const encoding = options.encoding ?? 'form';
  if (options.readFirst !== false) fields = await withStoredVersions(app, restPath, fields);
  const response = await app.inject({
    method: 'POST',
    url: `/rest/${restPath}`,
    headers: {
      'content-type':
        encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      ...options.headers,
    },
    payload: encoding === 'json' ? JSON.stringify(fields) : formEncode(fields),
  });
  return { httpStatus: response.statusCode, body: response.json<Envelope<T>>() };
}

async function withStoredVersions(
  app: FastifyInstance,
  restPath: string,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const by = scopeOf(restPath)?.version;
  const named = ['expectedVersion', 'expectedVersions', 'version'].some((f) => f in fields);
  if (!by || named) return fields;
  const body = normalise(fields) as Body;
  const keys = versionedKeys(by, body);
  if (keys.length === 0) return fields;
  const stamps = await by.source.lock(app.rest.db, keys);
  const versions = keys.map((k) => stamps.get(k)?.version ?? 0);
  return keys.length === 1
    ? { ...fields, expectedVersion: versions[0] }
    : { ...fields, expectedVersions: versions };
}

/** A multipart body with one file field `file`, as the upload page sends it. */
export function multipart(fileName: string, content: Buffer) {
  const boundary = `----freight${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
      'utf8',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Signs in (ending the account's other sessions) and answers the token. */
export async function loginAs(
  app: FastifyInstance,
  mobile: string = DEMO_ADMIN.mobile,
  password: string = DEMO_ADMIN.password,
): Promise<string> {
  const result = await callRest<{ token: string }>(app, 'tbSysUser/login', {
    mobile,
    userPwd: password,
    captcha: TEST_CAPTCHA,
    checkKey: 'test',
  });
  if (result.body.status !== 200) {
    throw new Error(`登录失败 ${mobile}：${JSON.stringify(result.body.data)}`);
  }
  return result.body.data.token;
}
