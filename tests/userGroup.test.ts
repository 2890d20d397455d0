// A user's group through the whole product: the form's group choice travels from GraphQL to rest,
// which puts users in the administrator's own group only; new users get the next HT number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startStack, type Stack } from './support/stack.ts';

let stack: Stack;
let admin: string;
let groupId: string;
let organisationId: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack);
  const answer = await graphql<{ groups: { id: string }[]; organisationTree: { id: string }[] }>(
    stack,
    '{ groups { id } organisationTree { id } }',
    {},
    admin,
  );
  groupId = answer.data!.groups[0]!.id;
  organisationId = answer.data!.organisationTree[0]!.id;
});
afterAll(async () => {
  await stack?.close();
});

const CREATE = `mutation ($input: CreateUserInput!) {
  createUser(input: $input) { id version userNumber group { id } }
}`;
const UPDATE = `mutation ($id: ID!, $input: UpdateUserInput!, $v: Int!) {
  updateUser(id: $id, input: $input, expectedVersion: $v) { id group { id } }
}`;

/** A mobile no other test run holds: 135, seven digits of the clock, one of the case. */
const mobile = (n: number) => `135${String(Date.now()).slice(-7)}${n}`;

describe('a user’s group', () => {
  it('saves a user in the administrator’s own group with the next HT number', async () => {
    const next = await graphql<{ nextUserNumber: string }>(stack, '{ nextUserNumber }', {}, admin);
    expect(next.data?.nextUserNumber).toMatch(/^HT\d{4}$/);
    const input = {
      userName: '分组用户',
      mobile: mobile(1),
      groupId,
      organisationIds: [organisationId],
    };
    const created = await graphql<{
      createUser: { id: string; version: number; userNumber: string; group: { id: string } };
    }>(stack, CREATE, { input }, admin);
    expect(created.errors).toBeUndefined();
    expect(created.data?.createUser.group.id).toBe(groupId);
    expect(created.data?.createUser.userNumber).toBe(next.data?.nextUserNumber);

    const updated = await graphql<{ updateUser: { group: { id: string } } }>(
      stack,
      UPDATE,
      {
        id: created.data!.createUser.id,
        input: { ...input, userName: '分组用户二' },
        v: created.data!.createUser.version,
      },
      admin,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateUser.group.id).toBe(groupId);
  });

  it('refuses another group, naming the field', async () => {
    const refused = await graphql(
      stack,
      CREATE,
      {
        input: {
          userName: '外组用户',
          mobile: mobile(2),
          groupId: String(Number(groupId) + 9999),
          organisationIds: [organisationId],
        },
      },
      admin,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(refused.errors?.[0]?.extensions)).toContain('所属集团无效');
  });
});
