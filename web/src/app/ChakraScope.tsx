import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading.tsx';
import { system } from '../theme.ts';
import { PageFallbackContext } from './pageFallback.ts';
import { toastsShown, watchToasts } from './toaster.tsx';

// The toasts' view (Chakra's toaster and its overlay machinery) is not needed to show a page: it
// loads once the first page has had time to show, or with the first toast asked for (toasts wait
// in the store until it draws them).
const ToastsView = lazy(() => import('./ToastsView.tsx'));

/** How long after the Chakra scope first draws the toasts' view loads, unless a toast comes first. */
const toastsViewAfterMs = 1500;

function useToastsViewWanted(): boolean {
  const [wanted, setWanted] = useState(toastsShown);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const stop = watchToasts(want);
    // One asked for between the first draw and now.
    if (toastsShown()) want();
    const timer = setTimeout(want, toastsViewAfterMs);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [wanted]);
  return wanted;
}

/** Chakra's theme and styles around what is drawn with Chakra, and the app's toasts. */
export function ChakraScope({ children }: { children?: ReactNode }) {
  const toasts = useToastsViewWanted();
  return (
    <ChakraProvider value={system}>
      <PageFallbackContext value={<PageLoading />}>{children}</PageFallbackContext>
      {toasts ? (
        <Suspense fallback={null}>
          <ToastsView />
        </Suspense>
      ) : null}
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
