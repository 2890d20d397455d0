import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { Observable, of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { CaptchaDocument, MeDocument } from '../__generated__/graphql.ts';
import { errorLink, forbiddenText } from './apollo.ts';
import { confirmSessionExpired, currentSessionExpired } from './sessionExpired.ts';
import { toaster } from './toaster.tsx';

function clientAnswering(answer: FormattedExecutionResult | Error) {
  const terminal = new ApolloLink(() =>
    answer instanceof Error ? new Observable((observer) => observer.error(answer)) : of(answer),
  );
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([errorLink, terminal]),
  });
}

function failure(code: string, messages: string[] = []): FormattedExecutionResult {
  return {
    data: null,
    errors: [
      {
        message: messages[0] ?? code,
        extensions: { code, messages: messages.map((message) => ({ message })) },
      },
    ],
  };
}

const toastTitles = () => toaster.getVisibleToasts().map((t) => [t.type, t.title]);

afterEach(() => {
  confirmSessionExpired();
  toaster.remove();
});

describe('the error link', () => {
  it('opens the lost-session dialog once, whatever follows, until confirmed', async () => {
    await expect(
      clientAnswering(failure('UNAUTHENTICATED')).query({ query: MeDocument }),
    ).rejects.toThrow();
    await expect(
      clientAnswering(failure('SESSION_TAKEN_OVER')).query({ query: MeDocument }),
    ).rejects.toThrow();
    expect(currentSessionExpired()).toBe('UNAUTHENTICATED');
    expect(toastTitles()).toEqual([]);
    confirmSessionExpired();
    await expect(
      clientAnswering(failure('SESSION_TAKEN_OVER')).query({ query: MeDocument }),
    ).rejects.toThrow();
    expect(currentSessionExpired()).toBe('SESSION_TAKEN_OVER');
  });

  it('leaves a 401 of a sign-in call to the sign-in page', async () => {
    const client = clientAnswering(failure('UNAUTHENTICATED', ['账号不存在']));
    await expect(client.query({ query: CaptchaDocument })).rejects.toThrow();
    expect(currentSessionExpired()).toBeNull();
    expect(toastTitles()).toEqual([['error', '账号不存在']]);
  });

  it('warns about a forbidden call for 2.4 s', async () => {
    await expect(
      clientAnswering(failure('FORBIDDEN')).query({ query: MeDocument }),
    ).rejects.toThrow();
    expect(toastTitles()).toEqual([['warning', forbiddenText]]);
    expect(toaster.getVisibleToasts()[0]?.duration).toBe(2400);
  });

  it('shows one toast per message unless the caller shows them itself', async () => {
    const answer = failure('BAD_USER_INPUT', ['客户名称不能为空', '客户编码已存在']);
    await expect(clientAnswering(answer).query({ query: MeDocument })).rejects.toThrow();
    // The toaster stacks the newest on top; the order of arrival is not what matters here.
    expect(toastTitles().sort()).toEqual(
      [
        ['error', '客户名称不能为空'],
        ['error', '客户编码已存在'],
      ].sort(),
    );
    expect(toaster.getVisibleToasts()[0]?.duration).toBe(2500);
    toaster.remove();
    const quiet = clientAnswering(answer).query({
      query: MeDocument,
      context: { skipErrorToast: true },
    });
    await expect(quiet).rejects.toThrow();
    expect(toastTitles()).toEqual([]);
  });

  it('names the operation when the gateway cannot be reached', async () => {
    await expect(
      clientAnswering(new TypeError('Failed to fetch')).query({ query: MeDocument }),
    ).rejects.toThrow();
    expect(toastTitles()).toEqual([['error', 'Me 接口异常']]);
  });
});
