import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { system } from '../theme.ts';
import { buildRoutes } from './router.tsx';
import { routeTable } from './routes.ts';
import { AppToaster } from './toaster.tsx';

// Apollo Client comes with the signed-in frame (AppLayout.tsx): the login page does without it.
export function App() {
  const [router] = useState(() => createBrowserRouter(buildRoutes(routeTable)));
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <AppToaster />
    </ChakraProvider>
  );
}
