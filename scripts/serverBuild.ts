// rest and the gateway as compiled JavaScript for `npm start`, the bench and the Docker image: one
// esbuild bundle per entry in dist/server/, rebuilt when a source is newer (like the web build in
// webBuild.ts). `npm run build:server` builds them on its own (the Docker image does).
// Packages stay external (loaded from node_modules as usual); each source file keeps its own
// `import.meta.url`, so files read beside the code (schema.graphql, the persisted-operation
// manifest) are still found in the source tree.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { root } from './webBuild.ts';

export const serverBuildDir = join(root, 'dist', 'server');

/** The entries built: name → source. */
export const serverEntries = {
  rest: 'rest/src/index.ts',
  gateway: 'gateway/src/index.ts',
  'bench-rest': 'bench/processes/rest.ts',
  'bench-gateway': 'bench/processes/gateway.ts',
} as const;
export type ServerEntry = keyof typeof serverEntries;

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
      nodeArgs: ['--enable-source-maps', '--max-semi-space-size=8', '--max-old-space-size=128'],
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
  const oldest = Math.min(...built.map((f) => statSync(f).mtimeMs));
  return sourceDirs
    .map((p) => join(root, p))
    .filter((p) => existsSync(p))
    .some((p) => newestMtime(p) > oldest);
}

/** Gives every bundled source its own import.meta.url / dirname / filename. */
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
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(serverEntries).map(([name, source]) => [name, join(root, source)]),
    ),
    outdir: serverBuildDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
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
