import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { appConfig, recipes, slotRecipes, system } from './theme.ts';

const srcDir = path.dirname(new URL(import.meta.url).pathname);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__generated__' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every name the client imports from Chakra. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  const imports = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g;
  for (const file of sources(srcDir)) {
    for (const m of readFileSync(file, 'utf8').matchAll(imports)) {
      for (const name of (m[1] ?? '').split(',')) names.add(name.replace(/^\s*type\s+/, '').trim());
    }
  }
  return names;
}

const componentOf = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

describe('the theme', () => {
  it('has the recipe of every Chakra component the client uses', () => {
    const used = chakraImports();
    expect(used.has('Button')).toBe(true);
    const missing = [
      ...Object.keys(chakraRecipes).filter((k) => used.has(componentOf(k)) && !system.isRecipe(k)),
      ...Object.keys(chakraSlotRecipes).filter(
        (k) => used.has(componentOf(k)) && !system.isSlotRecipe(k),
      ),
    ];
    expect(missing).toEqual([]);
  });

  it('styles what it keeps as the full default theme does', () => {
    const full = createSystem(defaultConfig, appConfig);
    expect(system.getTokenCss()).toEqual(full.getTokenCss());
    expect(system.getGlobalCss()).toEqual(full.getGlobalCss());
    expect(system.getPreflightCss()).toEqual(full.getPreflightCss());
    for (const key of Object.keys(recipes)) {
      expect(system.getRecipe(key)).toEqual(full.getRecipe(key));
    }
    for (const key of Object.keys(slotRecipes)) {
      expect(system.getSlotRecipe(key)).toEqual(full.getSlotRecipe(key));
    }
  });
});
