// The stylesheet the web build makes for the plain elements (web/build/plainStyles.ts): every
// class the client draws has its rule in it, in Chakra's base layer, so no element is left
// unstyled when a component is turned from a styled one into a plain one.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainStylesCss } from '../web/build/plainStyles.ts';
import { plainElementStyles } from '../web/src/plainStyles.ts';

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

describe('the plain elements’ stylesheet', () => {
  const css = plainStylesCss();

  it('declares Chakra’s layers first and keeps its rules in the base layer', () => {
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
    expect(css).toContain('@layer base{');
    // The tokens are Chakra's variables, as its styled components use them.
    expect(css).toContain('var(--chakra-colors-');
  });

  it('has a rule for every class the client draws', () => {
    const used = classesUsed();
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter(([name]) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
    expect(missing).toEqual([]);
  });

  it('turns every style it is given into rules', () => {
    for (const selector of Object.keys(plainElementStyles)) {
      const first = selector.split(',')[0]?.trim() ?? selector;
      expect(css, selector).toContain(first);
    }
  });
});
