// The stylesheet of the plain elements (src/plainStyles.ts), made when the client is built: the
// same Chakra system as the client's turns the styles into CSS (tokens, conditions, breakpoints),
// and Emotion's own serializer writes them as Chakra's global styles would be written in the
// browser, in Chakra's `base` layer. The client imports it as `virtual:plain-styles.css`.
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { CSSObject } from '@emotion/serialize';
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import type { Plugin } from 'vite';
import { plainElementStyles } from '../src/plainStyles.ts';
import { appConfig, defaultTheme } from '../src/theme.ts';

const moduleId = 'virtual:plain-styles.css';
const resolvedId = `\0${moduleId}`;

/** The CSS text of the plain elements' styles. */
export function plainStylesCss(): string {
  // The client's system, its global styles only the plain elements' (not Chakra's own, which
  // the client's system still inserts at run time).
  const system = createSystem(
    defaultBaseConfig,
    defineConfig({ ...defaultTheme, globalCss: {} }),
    defineConfig({ ...appConfig, globalCss: plainElementStyles }),
  );
  const global = system.getGlobalCss() as Record<string, Record<string, unknown>>;
  // getGlobalCss puts the theme's keyframes beside the styles: the client's system has them.
  const base = Object.fromEntries(
    Object.entries(global['@layer base'] ?? {}).filter(([key]) => !key.startsWith('@keyframes')),
  ) as CSSObject;
  const cache = createCache({ key: 'css' });
  const serialized = serializeStyles([{ '@layer base': base }], cache.registered);
  // Outside a browser Emotion's insert returns the rules instead of inserting them.
  const rules = cache.insert('', serialized, cache.sheet, false) as unknown as string;
  // The layers' order first, as Chakra declares it, whichever stylesheet the browser reads first.
  return `${system.layers.atRule}\n${rules}\n`;
}

/** Serves `virtual:plain-styles.css`, which Vite bundles as the client's stylesheet. */
export function plainStyles(): Plugin {
  return {
    name: 'plain-styles',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? plainStylesCss() : undefined),
  };
}
