import { ApolloClient, ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from './apollo.ts';
import { checkSession, checkSessionEarly } from './sessionCheck.ts';

const me = {
  __typename: 'Me',
  user: { __typename: 'User', id: '7', userName: '李四', mobile: '13900000000' },
  currentOrganisation: null,
  organisations: [],
  menu: [],
  logoPath: null,
};

/** A client whose endpoint answers the session's read, counting the reads. */
function countingClient() {
  let asked = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        asked += 1;
        observer.next({ data: { me } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  return { client, asked: () => asked };
}

describe("the frame's check of the session", () => {
  afterEach(() => vi.useRealTimers());

  it('takes the answer of the check sent ahead, once, and keeps it out of the cache', async () => {
    const { client, asked } = countingClient();
    checkSessionEarly(client, {});
    const data = await checkSession(client);
    expect(data?.me.user.userName).toBe('李四');
    expect(asked()).toBe(1);
    // The frame keeps it in storage; the cache holds none of it.
    expect(JSON.stringify(client.cache.extract())).not.toContain('李四');
    // A later frame (another page load's) asks again.
    await checkSession(client);
    expect(asked()).toBe(2);
  });

  it('asks again when the check sent ahead is older than the frame can trust', async () => {
    vi.useFakeTimers();
    const { client, asked } = countingClient();
    checkSessionEarly(client, {});
    vi.advanceTimersByTime(10_001);
    await checkSession(client);
    expect(asked()).toBe(2);
  });
});
