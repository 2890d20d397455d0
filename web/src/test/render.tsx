import { ChakraProvider } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { system } from '../theme.ts';

/** Renders with the app's theme and a mocked GraphQL endpoint. */
export function renderWithProviders(ui: ReactNode, mocks: readonly MockLink.MockedResponse[] = []) {
  return render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks}>{ui}</MockedProvider>
    </ChakraProvider>,
  );
}
