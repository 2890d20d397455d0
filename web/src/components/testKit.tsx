import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ChakraScope } from '../app/ChakraScope.tsx';

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
    <ChakraScope>
      <RouterProvider router={router} />
    </ChakraScope>,
  );
  return { ...result, router };
}
