import { Suspense, useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { NotFound } from '../pages/NotFound.tsx';
import { UnderConstruction } from '../pages/UnderConstruction.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { AppLayout } from './AppLayout.tsx';
import { productName } from './product.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { SessionExpiredDialog } from './SessionExpiredDialog.tsx';
import type { AppRoute } from './routes.ts';

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

function Root() {
  return (
    <>
      <Outlet />
      <SessionExpiredDialog />
    </>
  );
}

/** The router's tree, built from the one route table. */
export function buildRoutes(table: readonly AppRoute[]): RouteObject[] {
  const toRoute = (route: AppRoute): RouteObject => ({
    path: route.path,
    element: <RoutePage route={route} />,
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
              <AppLayout />
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
