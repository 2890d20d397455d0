import { createContext } from 'react';
import type { ReactNode } from 'react';

/**
 * What a route shows while its page's code loads: the Chakra skeleton inside the Chakra scope
 * (ChakraScope.tsx), nothing on the login page, which is drawn without Chakra.
 */
export const PageFallbackContext = createContext<ReactNode>(null);
