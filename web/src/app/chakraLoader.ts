/**
 * Chakra UI, emotion and the theme, with the toasts' view: loaded for every page but the login
 * page, which is drawn with its own small style sheet and needs them only to show a toast or the
 * signed-in-elsewhere prompt.
 */
export const loadChakraScope = () => import('./ChakraScope.tsx');
