// The execution-path levers, each switchable so the bench can weigh it (npm run bench --
// --variants=tuned,-jit…). GATEWAY_LEVERS: `all` (the default), `none`, or a list of changes
// such as `all,-cache` or `none,+dedupe`.

export interface Levers {
  /** Apollo without its per-field cache-control hook (the schema declares no cache hints). */
  noFieldPlugins: boolean;
  /** Known operations run compiled (graphql-jit), others through standard execution. */
  jit: boolean;
  /** Compiled operations answered without errors skip Apollo's pipeline (fastPath.ts; needs jit). */
  fastPath: boolean;
  /** Requests may name an operation of the web client by its hash instead of sending its text. */
  persisted: boolean;
  /** Only the web client's operations are accepted (Sandbox and ad-hoc queries are refused). */
  persistedOnly: boolean;
  /** Identical read-only REST calls within one GraphQL request are made once. */
  dedupe: boolean;
  /** Reference data (dictionaries, ports, IATA airports, fee types) shared per organisation for a TTL. */
  cache: boolean;
}

const ALL: Levers = {
  noFieldPlugins: true,
  jit: true,
  fastPath: true,
  persisted: true,
  persistedOnly: false,
  dedupe: true,
  cache: true,
};

const NAMES: Record<string, keyof Levers> = {
  plugins: 'noFieldPlugins',
  jit: 'jit',
  'fast-path': 'fastPath',
  persisted: 'persisted',
  'persisted-only': 'persistedOnly',
  dedupe: 'dedupe',
  cache: 'cache',
};

export function leversFromEnv(env: NodeJS.ProcessEnv = process.env): Levers {
  const spec = env.GATEWAY_LEVERS?.trim() || 'all';
  let levers: Levers = { ...ALL };
  for (const part of spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    if (part === 'all') levers = { ...ALL };
    else if (part === 'none') {
      levers = {
        noFieldPlugins: false,
        jit: false,
        fastPath: false,
        persisted: false,
        persistedOnly: false,
        dedupe: false,
        cache: false,
      };
    } else {
      const name = NAMES[part.slice(1)];
      if (!name || (part[0] !== '+' && part[0] !== '-')) {
        throw new Error(`GATEWAY_LEVERS 中无法识别的开关：${part}`);
      }
      levers[name] = part[0] === '+';
    }
  }
  if (env.GATEWAY_PERSISTED_ONLY === '1') levers.persistedOnly = true;
  return levers;
}
