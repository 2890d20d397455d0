// Valid node saves for every declared order type, derived from its declaration: each node's own
// fields and sub-lists with values that pass the declared rules (references of the declared kind
// from the demo data), so one lifecycle suite runs every type.
import { sql } from 'kysely';
import { columnOf, entity } from '../../../model/masterData/index.ts';
import { nodeFields } from '../../../model/orders/index.ts';
import type {
  OrderField,
  OrderNode,
  OrderSubList,
  OrderTypeDecl,
} from '../../../model/orders/index.ts';
import type { Db } from '../db/index.ts';
import { valueOf } from './masterData.ts';
import type { Body } from './masterData.ts';

export interface OrderSampleContext {
  db: Db;
  orgId: number;
  userId: number;
}

/** An id of the organisation's (or a shared) record the field may reference. */
async function refFor(ctx: OrderSampleContext, field: OrderField): Promise<number> {
  if (field.kind === 'user') return ctx.userId;
  if (field.kind !== 'ref') throw new Error(`${field.name} 不是引用`);
  const target = entity(field.entity);
  const where = [sql`true`];
  if (target.scope !== 'global') where.push(sql`t.org_id = ${ctx.orgId}`);
  const filter = field.refFilter;
  if (filter) {
    const column = target.fields.find((x) => x.name === filter.field);
    if (!column) throw new Error(`${target.name} 没有字段 ${filter.field}`);
    where.push(sql`(',' || t.${sql.id(columnOf(column))} || ',') like ${`%,${filter.code},%`}`);
  }
  const { rows } = await sql<{ id: number }>`select t.id from ${sql.id(target.table)} t
    where ${sql.join(where, sql` and `)} order by t.id limit 1`.execute(ctx.db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`没有可用的${field.label}（${target.table}）`);
  return id;
}

async function sampleOf(
  ctx: OrderSampleContext,
  field: OrderField,
  unique: string,
): Promise<unknown> {
  if (field.kind === 'ref' || field.kind === 'user') return refFor(ctx, field);
  return valueOf(field, { refId: () => Promise.resolve(0), userId: ctx.userId, seq: 0 }, unique);
}

/** A valid body of one node's save: every field it owns, one row in each of its sub-lists. */
export async function sampleNode(
  decl: OrderTypeDecl,
  node: OrderNode,
  ctx: OrderSampleContext,
  seq = 1,
): Promise<Body> {
  const unique = `${Date.now() % 100_000}${seq}`;
  const body: Body = {};
  for (const field of nodeFields(decl, node)) {
    if (field.readOnly || field.name === 'isDraft') continue;
    body[field.name] = await sampleOf(ctx, field, unique);
  }
  for (const name of node.subLists ?? []) {
    const sub = decl.subLists.find((s) => s.name === name);
    if (!sub) continue;
    body[name] = [await sampleSubRow(sub, ctx, unique)];
  }
  return body;
}

/** One valid row of a sub-list (a container, a transport-company line). */
export async function sampleSubRow(
  sub: OrderSubList,
  ctx: OrderSampleContext,
  unique = `${Date.now() % 100_000}`,
): Promise<Body> {
  const row: Body = {};
  for (const field of sub.fields) {
    if (!field.readOnly) row[field.name] = await sampleOf(ctx, field, unique);
  }
  for (const list of sub.jsonLists ?? []) {
    const item: Body = {};
    for (const field of list.fields) item[field.name] = await sampleOf(ctx, field, unique);
    row[list.name] = JSON.stringify([item]);
  }
  return row;
}
