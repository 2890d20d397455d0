import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { renderHook } from '@testing-library/react';
import { print } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FeeCurrenciesDocument,
  OceanExportOrderDocument,
  OceanExportOrderPageDocument,
  OrderDictionariesDocument,
  OrderMilestonesDocument,
} from '../__generated__/graphql.ts';
import { sendEarlyReads, typenamed } from './earlyReads.ts';
import { useFirstFetchPolicy } from './prefetch.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const unused = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

describe('early reads', () => {
  it('ask for every object’s __typename exactly as Apollo Client does', () => {
    for (const document of [
      OceanExportOrderDocument,
      OceanExportOrderPageDocument,
      OrderDictionariesDocument,
      OrderMilestonesDocument,
      FeeCurrenciesDocument,
    ]) {
      expect(print(typenamed(document))).toBe(print(addTypenameToDocument(document)));
    }
  });

  it('leave the page to read for itself when the request fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const client = unused();
    const write = vi.spyOn(client, 'writeQuery');
    await sendEarlyReads([{ query: FeeCurrenciesDocument, key: 'failed' }], () =>
      Promise.resolve(client),
    ).ready;
    expect(write).not.toHaveBeenCalled();
    const policy = renderHook(() => useFirstFetchPolicy('failed', 'network-only'));
    expect(policy.result.current).toBe('network-only');
  });

  it('send the signed-in token and the reads in one request', async () => {
    localStorage.setItem('token', 'T-1');
    const calls: { headers: Record<string, string>; body: { operationName: string }[] }[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      calls.push({
        headers: init.headers as Record<string, string>,
        body: JSON.parse(init.body as string) as { operationName: string }[],
      });
      return Promise.resolve(
        new Response(
          JSON.stringify([{ data: { dictionary: [] } }, { errors: [{ message: '无权限' }] }]),
        ),
      );
    });
    const client = unused();
    const write = vi.spyOn(client, 'writeQuery').mockImplementation(() => undefined);
    await sendEarlyReads(
      [
        { query: FeeCurrenciesDocument, key: 'answered' },
        { query: OrderDictionariesDocument, key: 'refused' },
      ],
      () => Promise.resolve(client),
    ).ready;
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.authorization).toBe('Bearer T-1');
    expect(calls[0]?.body.map((b) => b.operationName)).toEqual([
      'FeeCurrencies',
      'OrderDictionaries',
    ]);
    // The answer with errors is not written: the page asks again and tells the failure.
    expect(write).toHaveBeenCalledTimes(1);
    expect(write.mock.calls[0]?.[0].query).toBe(FeeCurrenciesDocument);
    // The page's first read takes the cache for the one answered only.
    const answered = renderHook(() => useFirstFetchPolicy('answered', 'network-only'));
    const refused = renderHook(() => useFirstFetchPolicy('refused', 'network-only'));
    expect(answered.result.current).toBe('cache-first');
    expect(refused.result.current).toBe('network-only');
    localStorage.removeItem('token');
  });
});
