// The stylesheet the web build makes for the plain elements (web/build/plainStyles.ts), as the
// gateway serves it: every class the client draws has its rule in it, in Chakra's base layer, so
// no element is left unstyled when a component is turned from a styled one into a plain one.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../web/build/routeBundles.ts';
import { ensureWebBuild, webDist } from '../scripts/webBuild.ts';

const webSrc = path.resolve(import.meta.dirname, '../web/src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__generated__' ? [] : sources(file);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [file] : [];
  });
}

/** The classes the client's components give their elements (`className="…"`), Chakra's aside. */
function classesUsed(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sources(webSrc)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/className="([^"]+)"/g)) {
      for (const name of (m[1] ?? '').split(/\s+/)) {
        if (name && !name.startsWith('chakra-')) used.set(name, path.relative(webSrc, file));
      }
    }
  }
  return used;
}

const hasRule = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);

describe('the plain elements’ stylesheet', () => {
  let css = '';
  beforeAll(() => {
    ensureWebBuild(() => undefined);
    // The entry's stylesheet, which index.html links for every page.
    const entry = Object.values(readManifest(webDist)).find((chunk) => chunk.isEntry);
    const file = entry?.css?.[0];
    expect(file).toBeDefined();
    css = readFileSync(path.join(webDist, file ?? ''), 'utf8');
  }, 120_000);

  it('declares Chakra’s reset layer before its base layer, and keeps its rules in the base', () => {
    // Declared first whichever stylesheet the browser reads first: the base layer's rules are
    // never below Chakra's reset (preflight) in the cascade.
    expect(css.indexOf('@layer reset')).toBe(0);
    expect(css).toContain('@layer base{');
    // The tokens are Chakra's variables, as its styled components use them.
    expect(css).toContain('var(--chakra-colors-');
  });

  it('has a rule for every class the client draws', () => {
    const used = classesUsed();
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter(([name]) => !hasRule(css, name))).toEqual([]);
  });

  it('turns every class it is given into rules', () => {
    const declared = [
      ...readFileSync(path.join(webSrc, 'plainStyles.ts'), 'utf8').matchAll(/^ {2}'\.([\w-]+)/gm),
    ].map((m) => m[1] ?? '');
    expect(declared.length).toBeGreaterThan(20);
    expect(declared.filter((name) => !hasRule(css, name))).toEqual([]);
  });
});
