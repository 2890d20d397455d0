import { Suspense, lazy, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Outlet, matchRoutes, useLocation, useMatches } from 'react-router-dom';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { loadChakraScope } from './chakraLoader.ts';
import { PageFallbackContext } from './pageFallback.ts';
import { PageTitleContext } from './pageTitle.ts';
import { productName } from './product.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { lazyPage } from './lazyPage.ts';
import type { AppRoute } from './routes.ts';
import { routeTitle } from './routeTitle.ts';
import { getToken } from './session.ts';
import { loadFramePrefetch, loadSignedInFrame } from './signedInFrame.ts';

// Chakra UI and its theme load with the first page drawn with them, and the signed-in frame
// (GraphQL client, menu, top bar) after sign-in: the login page carries neither.
const ChakraLayout = lazyPage(loadChakraScope);
const SignedInFrame = lazyPage(() =>
  loadSignedInFrame().then((m) => ({ default: m.SignedInFrame })),
);
const NotFound = lazy(() => import('../pages/NotFound.tsx').then((m) => ({ default: m.NotFound })));
const UnderConstruction = lazy(() =>
  import('../pages/UnderConstruction.tsx').then((m) => ({ default: m.UnderConstruction })),
);

function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={useContext(PageFallbackContext)}>{children}</Suspense>;
}

const exactPaths = new WeakMap<readonly AppRoute[], Map<string, AppRoute>>();

/**
 * The route of a path written as the table writes it (every path of the app's table is literal):
 * matchRoutes would flatten and rank the whole table first, some 10 ms of a page's start.
 */
function exactRoute(table: readonly AppRoute[], pathname: string): AppRoute | undefined {
  let paths = exactPaths.get(table);
  if (!paths) {
    paths = new Map(table.map((r) => [r.path, r]));
    exactPaths.set(table, paths);
  }
  return paths.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/**
 * Loads the code the page at `pathname` shows first: its page, the Chakra scope unless the page is
 * drawn without it, and for a signed-in page the frame around it, side by side, and sends the
 * page's first reads. The first render waits for the code (and for the reads to have left: a
 * render is one long task that would hold them back), so the page shows in one go rather than as
 * a spinner that React may only replace 300 ms later.
 */
export function preloadPageAt(
  table: readonly AppRoute[],
  pathname: string,
  search: string,
): Promise<void> {
  const route =
    exactRoute(table, pathname) ??
    matchRoutes(
      table.map((r) => ({ path: r.path, route: r })),
      pathname,
    )?.at(-1)?.route.route;
  const signedIn = !route?.public && getToken();
  // A visitor without a token goes to the login page, which needs none of them.
  if (!route?.public && !signedIn) return Promise.resolve();
  // Chakra is asked for first: its chunk and the theme's scope form a small graph of their own,
  // which the browser runs (building the theme's styles) while the page's other files still load;
  // asked for after the page, it ran only once the page's whole graph had arrived.
  const code = () => {
    const loads: Promise<void>[] = [];
    if (!route?.bare) loads.push(ChakraLayout.preload());
    if (signedIn) loads.push(SignedInFrame.preload());
    if (route?.page) loads.push(route.page.preload());
    return Promise.all(loads).then(() => undefined);
  };
  // The page's first reads leave before the rest of its code is asked for: the browser fetches
  // some 70 files six at a time, and a read sent behind them waited for a free connection. The
  // frame's reads leave once the code has been asked for: on a first visit they would hold back
  // its files, on a later one (the files in the browser's cache) they are answered before the
  // frame first draws.
  const prefetch = signedIn ? route?.page?.prefetch?.(search) : undefined;
  const start = () => {
    const loading = code();
    if (signedIn)
      void loadFramePrefetch().then(
        (m) => m.prefetchFrame(),
        () => undefined,
      );
    return loading;
  };
  return prefetch ? prefetch.then(start) : start();
}

function RoutePage({ route }: { route: AppRoute }) {
  const { search } = useLocation();
  const title = routeTitle(route, search);
  useEffect(() => {
    document.title = `${title} - ${productName}`;
  }, [title]);
  const Page = route.page;
  return (
    <PageTitleContext.Provider value={title}>
      <PageSuspense>{Page ? <Page /> : <UnderConstruction title={title} />}</PageSuspense>
    </PageTitleContext.Provider>
  );
}

interface RouteHandle {
  preload?: () => Promise<void>;
  /** The signed-in frame: nothing below it loads for a visitor without a token. */
  signedIn?: boolean;
}

const preloadChakra = () => ChakraLayout.preload();
const preloadFrame = () => SignedInFrame.preload();

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
    for (const handle of handles) void handle?.preload?.();
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
