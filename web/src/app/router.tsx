import { Suspense, lazy, useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Outlet, useMatches } from 'react-router-dom';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { NotFound } from '../pages/NotFound.tsx';
import { UnderConstruction } from '../pages/UnderConstruction.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { productName } from './product.ts';
import { RequireAuth } from './RequireAuth.tsx';
import type { AppRoute } from './routes.ts';
import { loadSignedInFrame } from './signedInFrame.ts';

// The signed-in frame (GraphQL client, menu, top bar) loads after sign-in, so the login page does
// not carry it.
const SignedInFrame = lazy(() => loadSignedInFrame().then((m) => ({ default: m.SignedInFrame })));

function RoutePage({ route }: { route: AppRoute }) {
  useEffect(() => {
    document.title = `${route.title} - ${productName}`;
  }, [route.title]);
  const Page = route.page;
  if (!Page) return <UnderConstruction title={route.title} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

interface RouteHandle {
  preload?: () => void;
}

/**
 * Starts loading the page of the address at once: a signed-in page would otherwise start only
 * once the signed-in frame around it has loaded, one download after the other.
 */
function Root() {
  const matches = useMatches();
  const preload = (matches.at(-1)?.handle as RouteHandle | undefined)?.preload;
  useEffect(() => preload?.(), [preload]);
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
        ...table.filter((r) => r.public).map(toRoute),
        {
          element: (
            <RequireAuth>
              <Suspense fallback={<PageLoading />}>
                <SignedInFrame />
              </Suspense>
            </RequireAuth>
          ),
          children: [
            ...table.filter((r) => !r.public).map(toRoute),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}
