import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading.tsx';
import { system } from '../theme.ts';
import { PageFallbackContext } from './pageFallback.ts';

// The toasts' view (Chakra's toaster and its overlay machinery) is not needed to show a page: it
// loads beside the first page.
const ToastsView = lazy(() => import('./ToastsView.tsx'));

/** Chakra's theme and styles around what is drawn with Chakra, and the app's toasts. */
export function ChakraScope({ children }: { children?: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <PageFallbackContext value={<PageLoading />}>{children}</PageFallbackContext>
      <Suspense fallback={null}>
        <ToastsView />
      </Suspense>
    </ChakraProvider>
  );
}

/** The layout route around every page but the login page. */
export default function ChakraLayout() {
  return (
    <ChakraScope>
      <Outlet />
    </ChakraScope>
  );
}
