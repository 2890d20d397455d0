import { Suspense, useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Outlet, matchRoutes, useMatches } from 'react-router-dom';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { NotFound } from '../pages/NotFound.tsx';
import { UnderConstruction } from '../pages/UnderConstruction.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { productName } from './product.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { lazyPage } from './lazyPage.ts';
import type { AppRoute } from './routes.ts';
import { getToken } from './session.ts';
import { loadSignedInFrame } from './signedInFrame.ts';

// The signed-in frame (GraphQL client, menu, top bar) loads after sign-in, so the login page does
// not carry it.
const SignedInFrame = lazyPage(() =>
  loadSignedInFrame().then((m) => ({ default: m.SignedInFrame })),
);

/**
 * Loads the code the page at `pathname` shows first: its page, and for a signed-in page the frame
 * around it, side by side, and sends the page's first reads. The first render waits for the code
 * (and for the reads to have left: a render is one long task that would hold them back), so the
 * page shows in one go rather than as a spinner that React may only replace 300 ms later.
 */
export function preloadPageAt(
  table: readonly AppRoute[],
  pathname: string,
  search: string,
): Promise<void> {
  const route = matchRoutes(
    table.map((r) => ({ path: r.path, route: r })),
    pathname,
  )?.at(-1)?.route.route;
  const loads: Promise<void>[] = route?.page ? [route.page.preload()] : [];
  if (!route?.public && getToken()) {
    loads.push(SignedInFrame.preload());
    const prefetch = route?.page?.prefetch?.(search);
    if (prefetch) loads.push(prefetch);
  }
  return Promise.all(loads).then(() => undefined);
}

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
  preload?: () => Promise<void>;
}

/**
 * Starts loading the page of the address at once: a signed-in page would otherwise start only
 * once the signed-in frame around it has loaded, one download after the other.
 */
function Root() {
  const matches = useMatches();
  const preload = (matches.at(-1)?.handle as RouteHandle | undefined)?.preload;
  useEffect(() => {
    void preload?.();
  }, [preload]);
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
