// Persisted operations: every operation of the web client (web/src/**/*.graphql), printed with the
// fragments it uses and named by the SHA-256 of that text. `npm run codegen` writes the manifest;
// the gateway then accepts `extensions.persistedQuery.sha256Hash` (Apollo's format) without the
// query text, and, when told to, refuses any operation that is not in the manifest.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, print, separateOperations } from 'graphql';

/** Bound on the other spellings of web operations remembered as known (see knownText). */
const MAX_SPELLINGS = 1000;

export interface PersistedOperation {
  name: string;
  query: string;
}

/** Hash → operation. */
export type Manifest = Record<string, PersistedOperation>;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The manifest of a set of .graphql sources (fragments may live in any of them). */
export function buildManifest(sources: readonly string[]): Manifest {
  const manifest: Manifest = {};
  const operations = separateOperations(parse(sources.join('\n')));
  for (const name of Object.keys(operations).sort()) {
    const document = operations[name];
    if (!document) continue;
    const query = print(document);
    manifest[sha256(query)] = { name, query };
  }
  return manifest;
}

/** The .graphql files of the web client, in a stable order. */
export function webSources(webSrc: string): string[] {
  return readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.graphql') && !f.split(path.sep).includes('__generated__'))
    .sort()
    .map((f) => readFileSync(path.join(webSrc, f), 'utf8'));
}

export const MANIFEST_URL = new URL('./__generated__/persisted-operations.json', import.meta.url);

/** The generated manifest; empty before the first `npm run codegen`. */
export function loadManifest(): Manifest {
  try {
    return JSON.parse(readFileSync(MANIFEST_URL, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

export interface PersistedRequest {
  query?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } } | null;
}

export type PersistedOutcome =
  { kind: 'pass' } | { kind: 'filled'; query: string } | { kind: 'refused'; message: string };

/** What to do with a request body: let it through, fill its query from the manifest, or refuse it. */
export class PersistedOperations {
  private readonly byText: Set<string>;
  /** Texts that are web operations as written in their .graphql files, not as printed. */
  private readonly spellings = new Set<string>();

  constructor(
    private readonly manifest: Manifest,
    private readonly enforce: boolean,
  ) {
    this.byText = new Set(Object.values(manifest).map((o) => o.query));
  }

  get size(): number {
    return Object.keys(this.manifest).length;
  }

  resolve(body: PersistedRequest): PersistedOutcome {
    const hash = body.extensions?.persistedQuery?.sha256Hash;
    const known = typeof hash === 'string' ? this.manifest[hash] : undefined;
    if (known && (body.query === undefined || body.query === known.query)) {
      return { kind: 'filled', query: known.query };
    }
    if (!this.enforce) return { kind: 'pass' };
    if (typeof body.query === 'string' && this.knownText(body.query)) return { kind: 'pass' };
    return { kind: 'refused', message: '只接受本系统页面的已登记查询' };
  }

  /**
   * Whether a text holds only registered operations. The sign-in page sends its .graphql files as
   * written (comments, line ends), not as printed: such a text is parsed once and each operation
   * in it compared in its printed form.
   */
  private knownText(query: string): boolean {
    if (this.byText.has(query) || this.spellings.has(query)) return true;
    let operations: string[];
    try {
      operations = Object.values(separateOperations(parse(query))).map((d) => print(d));
    } catch {
      return false;
    }
    const known = operations.length > 0 && operations.every((o) => this.byText.has(o));
    if (known && this.spellings.size < MAX_SPELLINGS) this.spellings.add(query);
    return known;
  }
}
