import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { MeDocument } from '../__generated__/graphql.ts';
import { system } from '../theme.ts';
import { errorLink } from './apollo.ts';
import ToastsView from './ToastsView.tsx';
import { toaster } from './toastStore.ts';

function clientAnswering(answer: FormattedExecutionResult) {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([errorLink, new ApolloLink(() => of(answer))]),
  });
}

function failure(code: string, message: string, reference?: string): FormattedExecutionResult {
  const id = reference ? { requestId: `${reference}-0000-4000-8000-000000000000`, reference } : {};
  return {
    data: null,
    errors: [{ message, extensions: { code, status: 500, messages: [{ message }], ...id } }],
  };
}

afterEach(() => {
  toaster.remove();
});

describe('an error toast', () => {
  it('shows the reference of the failed request (错误编号) under its message', async () => {
    render(
      <ChakraProvider value={system}>
        <ToastsView />
      </ChakraProvider>,
    );
    await expect(
      clientAnswering(failure('INTERNAL_SERVER_ERROR', '服务器错误，请稍后重试', '3f9a2c71')).query(
        { query: MeDocument },
      ),
    ).rejects.toThrow();
    expect(await screen.findByText('服务器错误，请稍后重试')).toBeTruthy();
    expect(await screen.findByText('错误编号 3f9a2c71')).toBeTruthy();
  });

  it('shows no reference when the gateway gave none', async () => {
    render(
      <ChakraProvider value={system}>
        <ToastsView />
      </ChakraProvider>,
    );
    await expect(
      clientAnswering(failure('BAD_USER_INPUT', '客户编码已存在')).query({ query: MeDocument }),
    ).rejects.toThrow();
    expect(await screen.findByText('客户编码已存在')).toBeTruthy();
    expect(screen.queryByText(/错误编号/)).toBeNull();
  });
});
