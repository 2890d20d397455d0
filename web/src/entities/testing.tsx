import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppToaster } from '../app/toaster.tsx';
import { system } from '../theme.ts';

/** A page of the engine with mocked documents, in a data router at `path`. */
export function renderEntityPage(
  ui: ReactNode,
  mocks: readonly MockLink.MockedResponse[],
  path = '/basic/page',
) {
  const router = createMemoryRouter(
    [
      { path: '/basic/page', element: ui },
      { path: '*', element: <p>别处</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks}>
        <RouterProvider router={router} />
      </MockedProvider>
      <AppToaster />
    </ChakraProvider>,
  );
  return { ...result, router };
}
