import { Suspense, lazy, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Outlet, useMatches } from 'react-router-dom';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { loadChakraScope } from './chakraLoader.ts';
import { PageFallbackContext } from './pageFallback.ts';
import { productName } from './product.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { getToken } from './session.ts';
import type { AppRoute } from './routes.ts';
import { loadSignedInFrame } from './signedInFrame.ts';

// Chakra UI and its theme load with the first page drawn with them, and the signed-in frame
// (GraphQL client, menu, top bar) after sign-in: the login page carries neither.
const ChakraLayout = lazy(loadChakraScope);
const SignedInFrame = lazy(() => loadSignedInFrame().then((m) => ({ default: m.SignedInFrame })));
const NotFound = lazy(() => import('../pages/NotFound.tsx').then((m) => ({ default: m.NotFound })));
const UnderConstruction = lazy(() =>
  import('../pages/UnderConstruction.tsx').then((m) => ({ default: m.UnderConstruction })),
);

function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={useContext(PageFallbackContext)}>{children}</Suspense>;
}

function RoutePage({ route }: { route: AppRoute }) {
  useEffect(() => {
    document.title = `${route.title} - ${productName}`;
  }, [route.title]);
  const Page = route.page;
  return <PageSuspense>{Page ? <Page /> : <UnderConstruction title={route.title} />}</PageSuspense>;
}

interface RouteHandle {
  preload?: () => void;
  /** The signed-in frame: nothing below it loads for a visitor without a token. */
  signedIn?: boolean;
}

const preloadChakra = () => void loadChakraScope().catch(() => undefined);
const preloadFrame = () => void loadSignedInFrame().catch(() => undefined);

/**
 * Starts loading the page of the address at once, with the layouts around it: a signed-in page
 * would otherwise start only once the Chakra scope and the signed-in frame have loaded, one
 * download after the other. A visitor without a token goes to the login page instead, which
 * needs none of them.
 */
function Root() {
  const matches = useMatches();
  useEffect(() => {
    const handles = matches.map((m) => m.handle as RouteHandle | undefined);
    if (!getToken() && handles.some((h) => h?.signedIn)) return;
    for (const handle of handles) handle?.preload?.();
  }, [matches]);
  return <Outlet />;
}

/** The router's tree, built from the one route table. */
export function buildRoutes(table: readonly AppRoute[]): RouteObject[] {
  const toRoute = (route: AppRoute): RouteObject => ({
    path: route.path,
    element: <RoutePage route={route} />,
    handle: { preload: route.page?.preload } satisfies RouteHandle,
  });
  return [
    {
      element: <Root />,
      // A render failure anywhere below shows the bare error page of the spec.
      errorElement: <ErrorPage />,
      children: [
        ...table.filter((r) => r.bare).map(toRoute),
        {
          element: (
            <Suspense fallback={null}>
              <ChakraLayout />
            </Suspense>
          ),
          handle: { preload: preloadChakra } satisfies RouteHandle,
          children: [
            ...table.filter((r) => r.public && !r.bare).map(toRoute),
            {
              element: (
                <RequireAuth>
                  <PageSuspense>
                    <SignedInFrame />
                  </PageSuspense>
                </RequireAuth>
              ),
              handle: { preload: preloadFrame, signedIn: true } satisfies RouteHandle,
              children: [
                ...table.filter((r) => !r.public).map(toRoute),
                {
                  path: '*',
                  element: (
                    <PageSuspense>
                      <NotFound />
                    </PageSuspense>
                  ),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
