import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { buildRoutes } from './router.tsx';
import { routeTable } from './routes.ts';

// Chakra UI comes with the pages drawn with it (ChakraScope.tsx) and Apollo Client with the
// signed-in frame (AppLayout.tsx): the login page does without both.
export function App() {
  const [router] = useState(() => createBrowserRouter(buildRoutes(routeTable)));
  return <RouterProvider router={router} />;
}
