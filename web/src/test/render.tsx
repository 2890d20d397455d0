import { ChakraProvider } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { useApolloClient } from '@apollo/client/react';
import type { OperationVariables } from '@apollo/client';
import { render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { SignInTransportProvider } from '../features/auth/signInCalls.ts';
import type { SignInTransport } from '../features/auth/signInCalls.ts';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createCache } from '../app/apollo.ts';
import { ChakraScope } from '../app/ChakraScope.tsx';
import { system } from '../theme.ts';

/** The login page's calls answered by the mocked GraphQL endpoint, as its other calls are. */
function MockedSignInCalls({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const transport = useMemo<SignInTransport>(
    () =>
      async (call, variables, options = {}) => {
        const context = { skipErrorToast: options.skipErrorToast };
        const vars = variables as OperationVariables;
        const { data } = call.mutation
          ? await client.mutate({ mutation: call.document, variables: vars, context })
          : await client.query({
              query: call.document,
              variables: vars,
              fetchPolicy: 'network-only',
              context,
            });
        if (!data) throw new Error(`${call.name} 没有数据`);
        return data;
      },
    [client],
  );
  return <SignInTransportProvider value={transport}>{children}</SignInTransportProvider>;
}

/** Renders with the app's theme and a mocked GraphQL endpoint over the app's cache policies. */
export function renderWithProviders(ui: ReactNode, mocks: readonly MockLink.MockedResponse[] = []) {
  return render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <MockedSignInCalls>{ui}</MockedSignInCalls>
      </MockedProvider>
    </ChakraProvider>,
  );
}

/** Like renderWithProviders, with the app's toaster beside it. */
export function renderWithToaster(ui: ReactNode, mocks: readonly MockLink.MockedResponse[] = []) {
  return render(
    <ChakraScope>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <MockedSignInCalls>{ui}</MockedSignInCalls>
      </MockedProvider>
    </ChakraScope>,
  );
}

/** A page with mocked documents and the toaster, in a data router at `path` (pathname `route`). */
export function renderPage(
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
  const result = renderWithToaster(<RouterProvider router={router} />, mocks);
  return { ...result, router };
}

/** A toast's text; toasts enter through an animation, which takes a while on a busy machine. */
export const findToast = (text: string) => screen.findByText(text, undefined, { timeout: 5000 });
