import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { LogoutDocument, MeDocument } from '../__generated__/graphql.ts';
import { idempotencyLink } from './idempotency.ts';

function recordingClient() {
  const sent: (string | undefined)[] = [];
  const terminal = new ApolloLink((operation) => {
    const headers = operation.getContext().headers as Record<string, string> | undefined;
    sent.push(headers?.['idempotency-key']);
    return of({ data: { logout: true, me: null } });
  });
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([idempotencyLink, terminal]),
  });
  return { client, sent };
}

describe('the idempotency link', () => {
  it('gives every mutation a fresh key unless the form passes its own, and queries none', async () => {
    const { client, sent } = recordingClient();
    await client.mutate({ mutation: LogoutDocument });
    await client.mutate({ mutation: LogoutDocument });
    await client.mutate({ mutation: LogoutDocument, context: { idempotencyKey: 'form-key-1' } });
    await client.mutate({ mutation: LogoutDocument, context: { idempotencyKey: 'form-key-1' } });
    await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]).not.toBe(sent[1]);
    expect(sent.slice(2)).toEqual(['form-key-1', 'form-key-1', undefined]);
  });
});
