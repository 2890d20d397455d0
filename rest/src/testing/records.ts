// Calls and look-ups of the tests that walk every path on one rest: a JSON call as a signed-in
// user, the first row a query finds, and the first record of a master-data entity to point at.
import type { FastifyInstance } from 'fastify';
import type { RawBuilder } from 'kysely';
import { entity, has } from '../../../model/masterData/index.ts';
import type { Db } from '../db/index.ts';
import { callRest } from './index.ts';

export interface RecordCalls {
  call: <T = unknown>(
    path: string,
    fields: Record<string, unknown>,
    token?: string,
  ) => Promise<{ status: number; data: T }>;
  /** The call's data; throws unless it answered 200. */
  ok: <T>(path: string, fields: Record<string, unknown>, token?: string) => Promise<T>;
  /** The id of the first row the query finds; throws when there is none. */
  firstId: (query: RawBuilder<{ id: number }>) => Promise<number>;
  /** The id of the first record of the entity the caller may list. */
  refId: (name: string) => Promise<number>;
}

/** `stack` is read at each call: the tests start rest and sign in inside beforeAll. */
export function recordCalls(
  stack: () => { app: FastifyInstance; db: Db; token: string },
): RecordCalls {
  const calls: RecordCalls = {
    call: async <T = unknown>(path: string, fields: Record<string, unknown>, token?: string) => {
      const { app, token: own } = stack();
      const answer = await callRest<T>(
        app,
        path,
        { token: token ?? own, ...fields },
        { encoding: 'json' },
      );
      return answer.body;
    },
    ok: async <T>(path: string, fields: Record<string, unknown>, token?: string): Promise<T> => {
      const body = await calls.call<T>(path, fields, token);
      if (body.status !== 200) throw new Error(`${path}：${JSON.stringify(body)}`);
      return body.data;
    },
    firstId: async (query) => {
      const { rows } = await query.execute(stack().db);
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('示例数据中没有可用记录');
      return Number(id);
    },
    refId: async (name) => {
      const target = entity(name);
      const action = has(target, 'listAll') ? 'listAll' : 'listGroupAll';
      const list = await calls.ok<{ id: number }[]>(`${target.controller}/${action}`, {});
      const first = list[0];
      if (!first) throw new Error(`没有可引用的 ${name}`);
      return first.id;
    },
  };
  return calls;
}
