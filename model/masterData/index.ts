// The registry of master-data entities: rest, gateway, schema generator and web read it.
import { client, supplier } from './entities/parties.ts';
import { address, flightVoyage, route, transportAddress } from './entities/places.ts';
import { exchangeRate, feePrice, feeType } from './entities/fees.ts';
import { hsCode } from './entities/goods.ts';
import { dict, dictCategory, workflowNode } from './entities/settings.ts';
import { airport, city, country, seaport } from './entities/reference.ts';
import type { EntityDecl, Field } from './types.ts';

export type * from './types.ts';
export { patterns, patternMessage } from './patterns.ts';
export type { Pattern, PatternName } from './patterns.ts';
export { columnOf, snake } from './define.ts';
export { CNY, USD } from './entities/fees.ts';

export const entities: readonly EntityDecl[] = [
  client,
  supplier,
  transportAddress,
  address,
  route,
  flightVoyage,
  feeType,
  exchangeRate,
  feePrice,
  hsCode,
  workflowNode,
  dict,
  dictCategory,
  city,
  airport,
  country,
  seaport,
];

const byName = new Map(entities.map((e) => [e.name, e]));

export function entity(name: string): EntityDecl {
  const found = byName.get(name);
  if (!found) throw new Error(`未声明的基础资料：${name}`);
  return found;
}

/**
 * Whether the entity's records carry a version (rest migrations 0031, 0032): every master-data
 * entity of the registry, and the records declared `versioned` (bills of lading). Its update takes
 * the version the form was filled from and is refused (CONFLICT) once the record moved on.
 */
export function isVersioned(decl: EntityDecl): boolean {
  return entities.includes(decl) || decl.versioned === true;
}

/** Whether rest serves this CRUD action for the entity. */
export function has(decl: EntityDecl, action: EntityDecl['actions'][number]): boolean {
  return decl.actions.includes(action);
}

/** Every (entity, field, sub-list) that references `target` by id: what blocks its deletion. */
export function referencesTo(target: string): { from: EntityDecl; table: string; field: Field }[] {
  const out: { from: EntityDecl; table: string; field: Field }[] = [];
  for (const e of entities) {
    for (const field of e.fields) {
      if (field.kind === 'ref' && field.entity === target)
        out.push({ from: e, table: e.table, field });
    }
    for (const sub of e.subLists ?? []) {
      for (const field of sub.fields) {
        if (field.kind === 'ref' && field.entity === target) {
          out.push({ from: e, table: sub.table, field });
        }
      }
    }
  }
  return out;
}

/** The GraphQL object field of a reference: routeId → route, feeType stays feeType + Record. */
export function refObjectName(field: Field): string {
  return field.name.endsWith('Id') ? field.name.slice(0, -2) : `${field.name}Record`;
}

/** The name rest answers beside a user id: salesId → salesName. */
export function userNameField(field: Field): string {
  return `${field.name.endsWith('Id') ? field.name.slice(0, -2) : field.name}Name`;
}

/**
 * How a record is named in pickers and beside references: its title, after its code when the
 * entity says so (PVG 上海浦东).
 */
export function recordTitle(decl: EntityDecl, title: unknown, code: unknown): string {
  const t = typeof title === 'string' ? title : '';
  if (!decl.titleWithCode) return t;
  const c = typeof code === 'string' ? code : '';
  return `${c} ${t}`.trim();
}
