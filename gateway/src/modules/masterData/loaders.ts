// Per-request loaders of master data: records by id through the entity's picker list (one call
// for all ids of a request), and dictionary names through one call for all categories asked.
import { entities, refObjectName } from '../../../../model/masterData/index.ts';
import type { EntityDecl, RefField } from '../../../../model/masterData/index.ts';
import { defineLoader } from '../../context.ts';
import type { GatewayContext, LoaderDef } from '../../context.ts';
import { isEndpointPath } from '../../rest/endpoints.ts';
import type { EndpointPath } from '../../rest/endpoints.ts';
import { lookupAction } from './naming.ts';

export type Row = Record<string, unknown>;

export interface CodeName {
  code: string;
  name: string;
}

/** `<controller>/<action>` of a declared call; a declaration naming an unknown path fails at start. */
export function pathOf(decl: EntityDecl, action: string): EndpointPath {
  const path = `${decl.controller}/${action}`;
  if (!isEndpointPath(path)) throw new Error(`基础资料 ${decl.name} 的接口不在接口表中：${path}`);
  return path;
}

function recordLoader(decl: EntityDecl): LoaderDef<string, Row | null> {
  const action = lookupAction(decl);
  return defineLoader<string, Row | null>(`masterData.${decl.name}.byRef`, async (ctx, ids) => {
    if (action === 'findByPK') {
      return Promise.all(ids.map((id) => findById(ctx, decl, id)));
    }
    const rows = await ctx.rest.call<Row[]>(pathOf(decl, action), { ids: ids.map(Number) });
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

function detailLoader(decl: EntityDecl): LoaderDef<string, Row | null> {
  return defineLoader<string, Row | null>(`masterData.${decl.name}.detail`, (ctx, ids) =>
    Promise.all(ids.map((id) => findById(ctx, decl, id))),
  );
}

/** findByPK; null for a record that is not there (404). */
export async function findById(
  ctx: GatewayContext,
  decl: EntityDecl,
  id: string,
): Promise<Row | null> {
  const envelope = await ctx.rest.request<Row>(pathOf(decl, 'findByPK'), { id: Number(id) });
  if (envelope.status === 404) return null;
  if (envelope.status !== 200) throw ctx.rest.failure(envelope);
  return envelope.data;
}

export const byRef = new Map(entities.map((e) => [e.name, recordLoader(e)]));
export const detail = new Map(entities.map((e) => [e.name, detailLoader(e)]));

const SEP = '\u0000';

interface DictRow {
  categoryCode: string;
  dictCode: string;
  dictName: string;
}

// Each dictionary answer's names by category and code, made once per answer: the reference cache
// hands every request of the organisation the same answer.
const namesOfAnswer = new WeakMap<readonly DictRow[], Map<string, Map<string, string>>>();

function namesByCategory(
  rows: readonly DictRow[],
): ReadonlyMap<string, ReadonlyMap<string, string>> {
  let byCategory = namesOfAnswer.get(rows);
  if (!byCategory) {
    byCategory = new Map();
    for (const row of rows) {
      let names = byCategory.get(row.categoryCode);
      if (!names) {
        names = new Map();
        byCategory.set(row.categoryCode, names);
      }
      names.set(row.dictCode, row.dictName);
    }
    namesOfAnswer.set(rows, byCategory);
  }
  return byCategory;
}

/** Dictionary entry names: every category asked for in one request goes in one call. */
export const dictName = defineLoader<string, CodeName>('masterData.dict', async (ctx, keys) => {
  const categories = [...new Set(keys.map((k) => k.split(SEP)[0] ?? ''))];
  const rows = await ctx.rest.call<DictRow[]>('tbDict/getDictByTypeId', {
    dictCatagoryCode: categories,
  });
  const names = namesByCategory(rows);
  return keys.map((key) => {
    const [category = '', code = ''] = key.split(SEP);
    // A code missing from the dictionary still shows, as itself.
    return { code, name: names.get(category)?.get(code) ?? code };
  });
});

export function dictKey(category: string, code: string): string {
  return category + SEP + code;
}

/** A scalar from the back end as text (ids and codes may come as numbers). */
export function text(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

export type FieldResolver = (
  row: Row,
  args: Record<string, unknown>,
  ctx: GatewayContext,
) => unknown;

/** The dictionary of currencies (fee lines, invoices, settlements). */
export const CURRENCY_CATEGORY = 'FYBZ';

type NamesByCode = ReadonlyMap<string, string>;

// Per request: the categories read ahead, whole.
const readAhead = new WeakMap<GatewayContext, Map<string, NamesByCode>>();

/**
 * Reads whole dictionary categories before the rows that show them are answered (a list's status
 * columns): each row's entry is then answered at once, where through the loader every cell costs
 * a promise and a turn of the executor. One call for all the categories, kept by the reference
 * cache like the loader's. If it fails, the cells ask the loader as before, which reports the
 * failure on the fields that need it.
 */
export async function readDictionariesAhead(
  ctx: GatewayContext,
  categories: Iterable<string>,
): Promise<void> {
  let known = readAhead.get(ctx);
  if (!known) {
    known = new Map();
    readAhead.set(ctx, known);
  }
  const missing = [...new Set(categories)].filter((c) => !known.has(c)).sort();
  if (missing.length === 0) return;
  let rows: DictRow[];
  try {
    rows = await ctx.rest.call<DictRow[]>('tbDict/getDictByTypeId', {
      dictCatagoryCode: missing,
    });
  } catch {
    return;
  }
  const byCategory = namesByCategory(rows);
  for (const category of missing) known.set(category, byCategory.get(category) ?? new Map());
}

/** A dictionary entry: at once when its category was read ahead, else through the loader. */
export function dictEntry(
  ctx: GatewayContext,
  category: string,
  code: string,
): CodeName | Promise<CodeName> {
  const names = readAhead.get(ctx)?.get(category);
  // A code missing from the dictionary still shows, as itself.
  if (names) return { code, name: names.get(code) ?? code };
  return ctx.loaders.get(dictName).load(dictKey(category, code));
}

/** A single dictionary code field as its entry (code and name); null when unset. */
export function dictEntryResolver(category: string, name: string): FieldResolver {
  return (row, _a, ctx) => {
    const code = text(row[name]);
    return code === null ? null : dictEntry(ctx, category, code);
  };
}

/** A reference field: its id as text, and the referenced record through its entity's loader. */
export function refResolvers(field: RefField): Record<string, FieldResolver> {
  const loader = byRef.get(field.entity);
  return {
    [field.name]: (row) => text(row[field.name]),
    [refObjectName(field)]: (row, _a, ctx) => {
      const id = text(row[field.name]);
      return id === null || !loader ? null : ctx.loaders.get(loader).load(id);
    },
  };
}
