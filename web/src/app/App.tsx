import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { system } from '../theme.ts';
import { createApolloClient } from './apollo.ts';
import { buildRoutes } from './router.tsx';
import { routeTable } from './routes.ts';
import { AppToaster } from './toaster.tsx';

export function App() {
  const [client] = useState(createApolloClient);
  const [router] = useState(() => createBrowserRouter(buildRoutes(routeTable)));
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
        <AppToaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
