// A date out of range through GraphQL: rest's refusal arrives as BAD_USER_INPUT with the field in
// extensions.fields, so the form marks the field (the sweep of every date field of every write
// path is rest/src/modules/dateBounds.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startStack, type Stack } from './support/stack.ts';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await signIn(stack);
}, 120_000);
afterAll(() => stack?.close());

const create =
  'mutation ($input: ScheduleInput!) { createScheduleEntry(input: $input) { id endDate } }';

describe('a date out of range', () => {
  it('is refused with BAD_USER_INPUT on its field; the range ends are accepted', async () => {
    for (const endDate of ['9999-12-31', '2101-01-01']) {
      const answer = await graphql(
        stack,
        create,
        { input: { subject: '日期边界', endDate } },
        token,
      );
      expect(answer.data).toBeNull();
      const error = answer.errors![0]!;
      expect(error.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        status: 400,
        fields: { endDate: '截止日期应在 1900-01-01 至 2100-12-31 之间' },
      });
      expect(error.message).toBe('截止日期应在 1900-01-01 至 2100-12-31 之间');
    }
    const last = await graphql<{ createScheduleEntry: { endDate: string } }>(
      stack,
      create,
      { input: { subject: '日期边界', endDate: '2100-12-31' } },
      token,
    );
    expect(last.errors).toBeUndefined();
    expect(last.data!.createScheduleEntry.endDate).toBe('2100-12-31');
  });
});
