// The generated client module holds every operation's document (about 900 KB as JSON). Imported
// from the shell and from every page, it would land whole in the entry chunk; served instead as a
// barrel of one module per document, each page's chunk carries only the documents it uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '\0gql-document:';
const EXPORT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/;

/** Every document constant of the generated module: name → its JSON text. */
export function documentsOf(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of source.split('\n')) {
    const m = EXPORT.exec(line);
    if (m?.[1] && m[2]) out.set(m[1], m[2]);
  }
  return out;
}

export function splitDocuments(generatedFile: string): Plugin {
  const file = path.resolve(generatedFile);
  let documents = new Map<string, string>();
  return {
    name: 'freight:split-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = documentsOf(readFileSync(file, 'utf8'));
      this.addWatchFile(file);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (id.startsWith(PREFIX)) {
        const name = id.slice(PREFIX.length);
        const json = documents.get(name);
        if (json === undefined) return null;
        // JSON.parse of a string literal is faster for the browser than an object literal.
        return {
          code: `export const ${name} = /*#__PURE__*/ JSON.parse(${JSON.stringify(json)});\n`,
          moduleSideEffects: false,
        };
      }
      if (path.resolve(id) !== file) return null;
      const lines = [...documents.keys()].map(
        (name) => `export { ${name} } from ${JSON.stringify(PREFIX + name)};`,
      );
      return { code: lines.join('\n') + '\n', moduleSideEffects: false };
    },
  };
}
