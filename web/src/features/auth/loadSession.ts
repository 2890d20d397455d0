import type { ApolloClient } from '@apollo/client';
import { MeDocument } from '../../__generated__/graphql.ts';
import type { MeQuery } from '../../__generated__/graphql.ts';
import { storeMe } from '../../app/session.ts';

/** Loads the signed-in user, organisations and menu from the server and keeps them in storage. */
export async function loadSession(client: ApolloClient): Promise<MeQuery['me']> {
  const { data } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
  if (!data) throw new Error('未能读取登录信息');
  storeMe(data.me);
  return data.me;
}
