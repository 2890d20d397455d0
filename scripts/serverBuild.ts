// rest and the gateway as compiled JavaScript for `npm start`, the bench and the Docker image: one
// esbuild bundle per entry in dist/server/, rebuilt when a source is newer (like the web build in
// webBuild.ts). `npm run build:server` builds them on its own (the Docker image does).
//
// The product's servers (rest, gateway) run from any folder: dist/server/ holds the bundles and,
// under dist/server/files/, a copy of each file the code reads beside itself (serverFiles), at its
// path in the source tree. Each bundled source's `import.meta.url` becomes the URL of its place in
// that copy, computed at run time from the bundle's own location, so `new URL('./x', import.meta.url)`
// finds the copied file wherever the build was moved. Packages stay external, loaded from the
// node_modules above the bundle, the only copy of each (one `graphql` instance). A copy of the
// build needs dist/server/ and node_modules beside it.
//
// The bench's processes run inside their checkout (their harness hashes and reads the source
// tree): their sources keep their own absolute paths.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { root } from './webBuild.ts';

export const serverBuildDir = join(root, 'dist', 'server');

/** The product's entries, built to run from any folder: name → source. */
const productEntries = {
  rest: 'rest/src/index.ts',
  gateway: 'gateway/src/index.ts',
} as const;

/** The bench's entries, run in their checkout: name → source. */
const benchEntries = {
  'bench-rest': 'bench/processes/rest.ts',
  'bench-gateway': 'bench/processes/gateway.ts',
} as const;

/** The entries built: name → source. */
export const serverEntries = { ...productEntries, ...benchEntries } as const;
export type ServerEntry = keyof typeof serverEntries;

/** Under dist/server/: the files the product's code reads beside itself, at their source paths. */
export const SERVER_FILES_DIR = 'files';

/**
 * What the product's code reads at run time relative to its own source file (each module's
 * schema.graphql, the web client's persisted-operation manifest): directory → which of its files.
 */
export const serverFiles: readonly { dir: string; match: RegExp }[] = [
  { dir: 'gateway/src/modules', match: /^[^/]+\/schema\.graphql$/ },
  { dir: 'gateway/src/execution/__generated__', match: /^persisted-operations\.json$/ },
];

/** The compiled file of an entry. */
export function serverBundle(entry: ServerEntry): string {
  return join(serverBuildDir, `${entry}.mjs`);
}

/**
 * How each server is run (`npm start`, the bench; the Dockerfile repeats it). Memory under load:
 * on PGlite, a small young generation (2 MiB semi-spaces instead of 16) keeps rest's heap near what
 * it holds beside the database engine in the same process; on PostgreSQL (DATABASE_URL) the engine
 * is elsewhere and rest gets 8 MiB (fewer scavenges: about 8% less of rest's CPU under the 20 staff
 * of the bench, for some 15 MiB); the gateway, which builds and drops several REST answers and a
 * GraphQL result per request, gets 8 MiB (fewer scavenges: about a tenth less CPU per request for
 * some 10 MiB more). Each old
 * generation is capped well above its working set (the gateway: reference data and one request's
 * documents; rest: some 40 MiB, an Excel export of 100,000 orders included, as it streams), which
 * makes V8 collect before growing: uncapped, rest's old generation let the garbage of ten
 * concurrent list requests pile up to some 130 MiB before a full collection. rest checks at most
 * two passwords at once (argon2id takes 19 MiB each) unless UV_THREADPOOL_SIZE says otherwise, and
 * glibc hands the memory of each back once it is done (MALLOC_MMAP_THRESHOLD_).
 */
export function serverRuntime(
  entry: ServerEntry,
  env: NodeJS.ProcessEnv = process.env,
): { nodeArgs: string[]; env: Record<string, string> } {
  if (entry === 'gateway' || entry === 'bench-gateway') {
    return {
      nodeArgs: [
        '--enable-source-maps',
        '--max-semi-space-size=8',
        '--max-old-space-size=128',
        // V8 moves an allocation site's objects straight to the old generation once enough of them
        // outlive a scavenge. Under load it did so for the per-call objects of each call to rest
        // (got's and node's HTTP client), which live a few milliseconds: they then piled up until a
        // full collection. Without it, the clients page at 10 connections took 0.43–0.44 ms of
        // gateway CPU per request instead of 0.55–0.57, p99 11–13 ms instead of 23–24, and the 20
        // staff 1.08 ms instead of 1.38–1.58. rest gained nothing measurable from it.
        '--no-allocation-site-pretenuring',
      ],
      env: {},
    };
  }
  const semiSpace = env.DATABASE_URL ? 8 : 2;
  return {
    nodeArgs: [
      '--enable-source-maps',
      `--max-semi-space-size=${semiSpace}`,
      '--max-old-space-size=128',
    ],
    env: {
      UV_THREADPOOL_SIZE: env.UV_THREADPOOL_SIZE || '2',
      // Large allocations (a password check's 19 MiB) always mapped and handed back when freed:
      // glibc otherwise raises its threshold after the first and keeps later ones in its arenas
      // (peak under sign-ins 295–310 → 263–276 MiB).
      MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ || '131072',
    },
  };
}

const sourceDirs = [
  'scripts/serverBuild.ts',
  'rest/src',
  'rest/package.json',
  'gateway/src',
  'gateway/package.json',
  'model',
  'bench/processes',
  'package-lock.json',
];

function newestMtime(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function serverBuildIsStale(): boolean {
  const built = Object.keys(serverEntries).map((e) => serverBundle(e as ServerEntry));
  if (!built.every((f) => existsSync(f))) return true;
  if (!existsSync(join(serverBuildDir, SERVER_FILES_DIR))) return true;
  const oldest = Math.min(...built.map((f) => statSync(f).mtimeMs));
  return sourceDirs
    .map((p) => join(root, p))
    .filter((p) => existsSync(p))
    .some((p) => newestMtime(p) > oldest);
}

/**
 * Gives every bundled source of the product the URL of its place under dist/server/files/,
 * resolved at run time from the bundle's own `import.meta.url`.
 */
const relocatableImportMeta: Plugin = {
  name: 'relocatable-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta')) return { contents: source, loader: 'ts' };
      if (/import\.meta\.(dirname|filename)/.test(source)) {
        throw new Error(
          `${relative(root, args.path)}：编译后的服务请用 import.meta.url（dirname/filename 无法随编译结果移动）`,
        );
      }
      const place = [SERVER_FILES_DIR, ...relative(root, args.path).split(sep)].join('/');
      const contents = source.replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(`./${place}`)}, import.meta.url).href`,
      );
      return { contents, loader: 'ts' };
    });
  },
};

/** Copies serverFiles to dist/server/files/, at their paths in the source tree. */
async function copyServerFiles(): Promise<void> {
  const target = join(serverBuildDir, SERVER_FILES_DIR);
  await rm(target, { recursive: true, force: true });
  for (const { dir, match } of serverFiles) {
    const files = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((f) => f.split(sep).join('/'))
      .filter((f) => match.test(f));
    if (files.length === 0) throw new Error(`编译后端：${dir} 中没有需要的文件`);
    for (const file of files) await cp(join(root, dir, file), join(target, dir, file));
  }
}

/** Gives every bundled source of the bench its own import.meta.url / dirname / filename. */
const ownImportMeta: Plugin = {
  name: 'own-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta')) return { contents: source, loader: 'ts' };
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * Packages stay in node_modules, loaded by Node as usual; JSON data from a package (country names)
 * is bundled, as Node would want an import attribute for it.
 */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.endsWith('.json') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds the server bundles when missing or stale; returns whether it built. */
export async function ensureServerBuild(
  log: (line: string) => void = console.log,
): Promise<boolean> {
  if (!serverBuildIsStale()) return false;
  const started = Date.now();
  const common = {
    absWorkingDir: root,
    outdir: serverBuildDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  } as const;
  const entryPoints = (entries: Record<string, string>) =>
    Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, join(root, source)]));
  await build({
    ...common,
    entryPoints: entryPoints(productEntries),
    plugins: [externalPackages, relocatableImportMeta],
  });
  await copyServerFiles();
  await build({
    ...common,
    entryPoints: entryPoints(benchEntries),
    plugins: [externalPackages, ownImportMeta],
  });
  log(
    `后端已编译为 JavaScript（dist/server），用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`,
  );
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await ensureServerBuild();
}
