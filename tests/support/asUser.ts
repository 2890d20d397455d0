// GraphQL as one signed-in user, for the tests where two users read and save the same record, and
// the refusal a save based on an outdated version gets (CONFLICT, naming who changed it and when).
import { expect } from 'vitest';
import { graphql } from './stack.ts';
import type { GraphQLResponse, Stack } from './stack.ts';

/** `gql`: the answer as it comes, errors included; `data`: its data, failing on any error. */
export function asUser(stack: () => Stack) {
  const gql = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    graphql<T>(stack(), query, variables, token);
  const data = async <T>(token: string, query: string, variables: Record<string, unknown> = {}) => {
    const answer = await gql<T>(token, query, variables);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    if (!answer.data) throw new Error('没有数据');
    return answer.data;
  };
  return { gql, data };
}

/** The refusal of a save based on an outdated version of `what`, changed by `changer`. */
export function expectConflict(answer: GraphQLResponse<unknown>, what: string, changer: string) {
  expect(answer.data ?? null).toBeNull();
  const error = answer.errors?.[0];
  expect(error?.extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
  expect(error?.message).toMatch(
    new RegExp(
      `^${what}已被 ${changer} 于 \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} 修改，请刷新后重新填写$`,
    ),
  );
}
