import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import type { FormattedExecutionResult } from 'graphql';
import { Observable, of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Kind } from 'graphql';
import {
  CaptchaDocument,
  DeleteDictDocument,
  MarkMessagesReadDocument,
  MeDocument,
  OrderDictionariesDocument,
} from '../__generated__/graphql.ts';
import type { OrderDictionariesQuery } from '../__generated__/graphql.ts';
import {
  batchIntervalMs,
  createApolloClient,
  createCache,
  dictionaryChangeLink,
  errorLink,
  forbiddenText,
  requestSent,
} from './apollo.ts';
import { confirmSessionExpired, currentSessionExpired } from './sessionExpired.ts';
import { toaster } from './toastStore.ts';

function clientAnswering(answer: FormattedExecutionResult | Error | DOMException) {
  const terminal = new ApolloLink(() =>
    answer instanceof Error || answer instanceof DOMException
      ? new Observable((observer) => observer.error(answer))
      : of(answer),
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
const toastDetails = () => toaster.getVisibleToasts().map((t) => [t.type, t.title, t.description]);

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

  it('titles a network failure with the address, in Chinese, once', async () => {
    await expect(
      clientAnswering(new TypeError('Failed to fetch')).query({ query: MeDocument }),
    ).rejects.toThrow();
    expect(toastDetails()).toEqual([
      ['error', '/graphql 接口异常', '网络连接失败，请检查网络后重试'],
    ]);
  });

  it('tells a timed-out call in Chinese', async () => {
    const timeout = new DOMException('signal timed out', 'TimeoutError');
    await expect(clientAnswering(timeout).query({ query: MeDocument })).rejects.toThrow();
    expect(toastDetails()).toEqual([['error', '/graphql 接口异常', '请求超时，请稍后重试']]);
  });

  it('tells an HTTP 500 by its catalogue name, never the library text', async () => {
    const response = new Response('Internal Server Error', { status: 500 });
    const error = new ServerError('Response not successful: Received status code 500', {
      response,
      bodyText: 'Internal Server Error',
    });
    await expect(clientAnswering(error).query({ query: MeDocument })).rejects.toThrow();
    expect(toastDetails()).toEqual([['error', '/graphql 接口异常', '服务器错误（500）']]);
    expect(JSON.stringify(toastDetails())).not.toMatch(/Response not successful|status code/);
  });

  it('shows a transport failure even to a caller that shows its own errors', async () => {
    await expect(
      clientAnswering(new TypeError('Failed to fetch')).query({
        query: MeDocument,
        context: { skipErrorToast: true },
      }),
    ).rejects.toThrow();
    expect(toastTitles()).toEqual([['error', '/graphql 接口异常']]);
  });

  it('several errors of one failure make one toast', async () => {
    // One query whose three fields failed alike (the back end was down for each).
    const error = { message: '后端服务不可用', extensions: { code: 'BAD_GATEWAY', status: 502 } };
    const answer: FormattedExecutionResult = { data: null, errors: [error, error, error] };
    await expect(clientAnswering(answer).query({ query: MeDocument })).rejects.toThrow();
    expect(toastTitles()).toEqual([['error', '后端服务不可用']]);
  });

  it('the same failure of several queries at once stays one toast', async () => {
    const client = clientAnswering(new TypeError('Failed to fetch'));
    await Promise.allSettled([
      client.query({ query: MeDocument }),
      client.query({ query: CaptchaDocument }),
      client.query({ query: MeDocument, fetchPolicy: 'network-only' }),
    ]);
    expect(toastTitles()).toEqual([['error', '/graphql 接口异常']]);
  });

  it('reads an English message of the server software as its code in Chinese', async () => {
    const answer: FormattedExecutionResult = {
      data: null,
      errors: [
        {
          message: 'Cannot query field "nope" on type "Query".',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
        { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ],
    };
    await expect(clientAnswering(answer).query({ query: MeDocument })).rejects.toThrow();
    expect(toastTitles().sort()).toEqual(
      [
        ['error', '请求格式错误'],
        ['error', '服务器错误，请稍后重试'],
      ].sort(),
    );
  });

  it('several refusals of one failure warn once', async () => {
    const answer: FormattedExecutionResult = {
      data: null,
      errors: [1, 2, 3].map(() => ({
        message: '抱歉，您无权访问此页面。',
        extensions: { code: 'FORBIDDEN', status: 403 },
      })),
    };
    await expect(clientAnswering(answer).query({ query: MeDocument })).rejects.toThrow();
    expect(toastTitles()).toEqual([['warning', forbiddenText]]);
  });

  it('every text it shows is Chinese', async () => {
    for (const answer of [
      new TypeError('Failed to fetch'),
      new TypeError('NetworkError when attempting to fetch resource.'),
      failure('INTERNAL_SERVER_ERROR', ['Unexpected error.']),
      failure('BAD_GATEWAY'),
    ]) {
      await clientAnswering(answer)
        .query({ query: MeDocument })
        .catch(() => undefined);
    }
    const texts = toaster
      .getVisibleToasts()
      .flatMap((t) => [t.title, t.description])
      .filter((t): t is string => typeof t === 'string');
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).toMatch(/[\u4e00-\u9fff]/);
      expect(text).not.toMatch(/fetch|Unexpected|status code/i);
    }
  });
});

describe('requestSent', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves when the client hands a read to the browser, not at its limit', async () => {
    const sentAt: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        sentAt.push(Date.now());
        return Promise.resolve(Response.json([{ data: { ping: true } }]));
      }),
    );
    const sent = requestSent(10_000);
    void createApolloClient()
      .query({ query: MeDocument, fetchPolicy: 'network-only' })
      .catch(() => undefined);
    const first = await Promise.race([
      sent.then(() => 'sent'),
      new Promise((resolve) => setTimeout(() => resolve('limit'), 2_000)),
    ]);
    expect(first).toBe('sent');
    expect(sentAt).toHaveLength(1);
  });

  it('resolves at its limit when nothing is sent', async () => {
    const started = Date.now();
    await requestSent(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});

describe('a read sent alone', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('leaves at once in a request of its own; the others wait out the batch interval', async () => {
    vi.useFakeTimers();
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_: unknown, init: RequestInit) => {
        const body = JSON.parse(init.body as string) as unknown;
        bodies.push(body);
        const answer = { data: { captcha: { __typename: 'Captcha', checkKey: 'k', image: '' } } };
        return Promise.resolve(
          Response.json(Array.isArray(body) ? body.map(() => answer) : answer),
        );
      }),
    );
    const client = createApolloClient();
    const reads = [
      client.query({ query: MeDocument, fetchPolicy: 'network-only' }),
      client.query({ query: CaptchaDocument, context: { alone: true } }),
    ].map((r) => r.catch(() => undefined));
    // No timer has run: only the read sent alone has left, as one operation (not a batch).
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies).toEqual([expect.objectContaining({ operationName: 'Captcha' })]);
    await vi.advanceTimersByTimeAsync(batchIntervalMs);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual([expect.objectContaining({ operationName: 'Me' })]);
    await Promise.all(reads);
  });
});

describe('dictionary entries in the cache', () => {
  const categories = OrderDictionariesDocument.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION
      ? d.selectionSet.selections.flatMap((s) =>
          s.kind === Kind.FIELD ? [s.alias?.value ?? s.name.value] : [],
        )
      : [],
  );
  const entry = (id: string, code: string, name: string) => ({
    __typename: 'Dict' as const,
    id,
    dictCode: code,
    dictName: name,
  });
  const dictionaries = Object.fromEntries(
    categories.map((c, i) => [c, i === 0 ? [entry('1', 'HC_DDZT_01', '草稿')] : []]),
  ) as unknown as OrderDictionariesQuery;

  function clientWith(answer: FormattedExecutionResult) {
    const cache = createCache();
    cache.writeQuery({ query: OrderDictionariesDocument, data: dictionaries });
    const client = new ApolloClient({
      cache,
      link: ApolloLink.from([dictionaryChangeLink, new ApolloLink(() => of(answer))]),
    });
    return { client, cache };
  }

  it('keeps entries inside the reads that brought them, not as records of their own', () => {
    const { cache } = clientWith({ data: {} });
    expect(Object.keys(cache.extract()).filter((key) => key.startsWith('Dict'))).toEqual([]);
    expect(cache.readQuery({ query: OrderDictionariesDocument })?.HC_DDZT).toEqual([
      entry('1', 'HC_DDZT_01', '草稿'),
    ]);
  });

  it('drops every read of a category once an entry changed, so pages read them again', async () => {
    const { client, cache } = clientWith({ data: { deleteDict: true } });
    await client.mutate({
      mutation: DeleteDictDocument,
      variables: { id: '1', expectedVersion: 1 },
    });
    expect(cache.readQuery({ query: OrderDictionariesDocument })).toBeNull();
  });

  it('keeps them after a refused change, and after changes to other records', async () => {
    const refused = clientWith(failure('CONFLICT', ['该记录已被他人修改']));
    await expect(
      refused.client.mutate({
        mutation: DeleteDictDocument,
        variables: { id: '1', expectedVersion: 1 },
      }),
    ).rejects.toThrow();
    expect(refused.cache.readQuery({ query: OrderDictionariesDocument })).not.toBeNull();

    const other = clientWith({ data: { markMessagesRead: 1 } });
    await other.client.mutate({ mutation: MarkMessagesReadDocument, variables: { ids: ['1'] } });
    expect(other.cache.readQuery({ query: OrderDictionariesDocument })).not.toBeNull();
  });
});
