/** The signed-in frame's code (GraphQL client, menu, top bar): loaded after the login page. */
export const loadSignedInFrame = () => import('./AppLayout.tsx');

/** The frame's first reads, sent ahead of it on the first page of a visit (router.tsx). */
export const loadFramePrefetch = () => import('./framePrefetch.ts');

/**
 * The search palette and the shortcuts' help, loaded on first use. Started from here (the entry)
 * rather than from the frame's own code: a dynamic import inside the frame's chunk left the
 * bundler's namespace of the frame undefined.
 */
export const loadSearchPalette = () => import('../features/search/SearchPalette.tsx');
export const loadKeyboardHelp = () => import('../features/search/KeyboardHelp.tsx');
