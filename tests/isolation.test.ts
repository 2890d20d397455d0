// The probe of issue 25 through the whole product (a real gateway over a real rest): a finance
// clerk of one organisation tries to change the credit terms of a client another organisation of
// the group keeps. Clients are shared across the group: the clerk sees the terms, but only the
// keeper changes them, and the client's new orders are not stopped by the attempt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithMenus, type MatrixAccount } from './support/permissions.ts';
import { graphql, restCall, signIn, startStack, type Stack } from './support/stack.ts';

let stack: Stack;
let admin: string;
let clerk: MatrixAccount;
let shanghaiName = '';
let ningboName = '';
let client = { id: '', customerName: '' };

interface OrgNodeJson {
  id: string;
  orgName: string;
  children: OrgNodeJson[];
}

const CREDIT = `query ($clientId: ID!) { clientCredit(clientId: $clientId) {
  clientId version creditLimit orderBlocked } }`;
const UPDATE = `mutation ($clientId: ID!, $input: ClientCreditInput!, $v: Int!) {
  updateClientCredit(clientId: $clientId, input: $input, expectedVersion: $v) {
    clientId creditLimit orderBlocked } }`;

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack);
  const tree = await graphql<{ organisationTree: OrgNodeJson[] }>(
    stack,
    '{ organisationTree { id orgName children { id orgName } } }',
    {},
    admin,
  );
  const flat = (tree.data?.organisationTree ?? []).flatMap((o) => [o, ...o.children]);
  const shanghai = flat.find((o) => o.orgName.startsWith('上海'));
  const ningbo = flat.find((o) => o.orgName.startsWith('宁波'));
  if (!shanghai || !ningbo) throw new Error('示例数据中没有上海、宁波两个组织');
  shanghaiName = shanghai.orgName;
  ningboName = ningbo.orgName;
  clerk = await accountWithMenus(
    stack,
    admin,
    ['/finance/financetj', '/finance/receive'],
    [ningbo.id],
  );
  // A client the administrator's organisation (上海) keeps.
  const page = await restCall<{ list: { id: number; customerName: string }[] }>(
    stack,
    admin,
    'tbCustomer/pageAll',
    { pageSize: 1 },
  );
  const first = page.list[0];
  if (!first) throw new Error('上海没有客户');
  client = { id: String(first.id), customerName: first.customerName };
});
afterAll(async () => {
  await stack?.close();
});

describe('credit terms of a client another organisation keeps', () => {
  it('are shown to a finance clerk of the group, and their change is refused', async () => {
    const seen = await graphql<{
      clientCredit: { version: number; creditLimit: string | null; orderBlocked: boolean };
    }>(stack, CREDIT, { clientId: client.id }, clerk.token);
    expect(seen.errors).toBeUndefined();
    const before = seen.data?.clientCredit;
    const refused = await graphql(
      stack,
      UPDATE,
      { clientId: client.id, input: { creditLimit: '1', orderBlocked: true }, v: before?.version },
      clerk.token,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(
      `该客户由「${shanghaiName}」维护，只有该组织可以修改`,
    );
    const after = await graphql<{ clientCredit: unknown }>(
      stack,
      CREDIT,
      { clientId: client.id },
      admin,
    );
    expect(after.data?.clientCredit).toMatchObject({ ...before, orderBlocked: false });
  });

  it('are changed by the organisation that keeps the client, and the group sees the change', async () => {
    const read = await graphql<{ clientCredit: { version: number } }>(
      stack,
      CREDIT,
      { clientId: client.id },
      admin,
    );
    const saved = await graphql(
      stack,
      UPDATE,
      {
        clientId: client.id,
        input: { creditLimit: '80000', orderBlocked: false },
        v: read.data?.clientCredit.version,
      },
      admin,
    );
    expect(saved.errors).toBeUndefined();
    const seen = await graphql<{ clientCredit: { creditLimit: string | null } }>(
      stack,
      CREDIT,
      { clientId: client.id },
      clerk.token,
    );
    expect(Number(seen.data?.clientCredit.creditLimit)).toBe(80000);
  });

  it('say who keeps the client, and whether the signed-in organisation may change them', async () => {
    const KEEPER = `query ($clientId: ID!) { clientCredit(clientId: $clientId) { keptBy editable } }`;
    const asClerk = await graphql<{ clientCredit: { keptBy: string; editable: boolean } }>(
      stack,
      KEEPER,
      { clientId: client.id },
      clerk.token,
    );
    expect(asClerk.data?.clientCredit).toEqual({ keptBy: shanghaiName, editable: false });
    const asKeeper = await graphql<{ clientCredit: { keptBy: string; editable: boolean } }>(
      stack,
      KEEPER,
      { clientId: client.id },
      admin,
    );
    expect(asKeeper.data?.clientCredit).toEqual({ keptBy: shanghaiName, editable: true });
    // The finance page's list: each of the group's clients, editable where the clerk's
    // organisation keeps it.
    const listed = await graphql<{
      clientCredits: { items: { clientId: string; keptBy: string; editable: boolean }[] };
    }>(
      stack,
      `
        {
          clientCredits(pageSize: 100) {
            items {
              clientId
              keptBy
              editable
            }
          }
        }
      `,
      {},
      clerk.token,
    );
    const items = listed.data?.clientCredits.items ?? [];
    expect(items.find((c) => c.clientId === client.id)?.editable).toBe(false);
    expect(items.some((c) => c.editable)).toBe(true);
    for (const c of items) expect(c.editable, c.clientId).toBe(c.keptBy === ningboName);
  });
});
