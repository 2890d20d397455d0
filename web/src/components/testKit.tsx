import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppToaster } from '../app/toaster.tsx';
import { system } from '../theme.ts';

/** Test rendering of kit pieces: the theme, the toaster, and a data router at `path`. */
export function renderKit(ui: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '/list', element: ui },
      { path: '/elsewhere', element: <p>别处</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <AppToaster />
    </ChakraProvider>,
  );
  return { ...result, router };
}
