import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppToaster } from '../../app/toaster.tsx';
import { system } from '../../theme.ts';

/** A fee page with mocked documents, in a data router at `path` (pathname `route`). */
export function renderFeePage(
  ui: ReactNode,
  mocks: readonly MockLink.MockedResponse[],
  route: string,
  path = route,
) {
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
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

/** A toast's text; toasts enter through an animation, which takes a while on a busy machine. */
export const findToast = (text: string) => screen.findByText(text, undefined, { timeout: 5000 });
