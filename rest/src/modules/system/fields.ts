// Field readers of the system calls: each failure is a 400 naming its field.
import type { YesNo } from '../../db/schema.ts';
import { dateField, int, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import type { SessionInfo } from '../../http/session.ts';

/** System records (users, roles, organisations) belong to the session's group. */
export function requireGroup(session: SessionInfo): number {
  if (session.groupId === null) throw fail.forbidden('账号未归属集团', undefined, 'GROUP_REQUIRED');
  return session.groupId;
}

export function requireId(body: Body, name = 'id'): number {
  const value = int(body, name, `参数 ${name} 应为整数`);
  if (value === undefined) throw fail.badRequest(`缺少参数 ${name}`, name);
  return value;
}

/** Optional text, trimmed; `max` characters at most. */
export function text(body: Body, name: string, label: string, max: number): string | null {
  const value = str(body, name)?.trim();
  if (value === undefined || value === '') return null;
  if (value.length > max) throw fail.badRequest(`${label}最多${max}个字符`, name);
  return value;
}

export function requireText(body: Body, name: string, label: string, max: number): string {
  const value = text(body, name, label, max);
  if (value === null) throw fail.badRequest(`请输入${label}`, name);
  return value;
}

export function pattern(
  value: string | null,
  re: RegExp,
  name: string,
  message: string,
): string | null {
  if (value !== null && !re.test(value)) throw fail.badRequest(message, name);
  return value;
}

/** 'Y'/'N' (also true/false, '1'/'0'); absent answers the fallback. */
export function yesNo(body: Body, name: string, fallback: YesNo): YesNo {
  const value = body[name];
  if (value === undefined || value === null) return fallback;
  if (value === true || value === 'Y' || value === 'y' || value === '1' || value === 1) return 'Y';
  if (value === false || value === 'N' || value === 'n' || value === '0' || value === 0) return 'N';
  throw fail.badRequest(`参数 ${name} 应为 Y 或 N`, name);
}

export function requireYesNo(body: Body, name: string, label: string): YesNo {
  if (body[name] === undefined || body[name] === null) {
    throw fail.badRequest(`请选择${label}`, name);
  }
  return yesNo(body, name, 'Y');
}

export function bool(body: Body, name: string): boolean {
  return yesNo(body, name, 'N') === 'Y';
}

/**
 * A list of ids: the seeds' period-separated text ('1.2.3'), commas also accepted, or a JSON
 * array. Duplicates removed, order kept.
 */
export function idList(body: Body, name: string): number[] {
  const value = body[name];
  if (value === undefined || value === null) return [];
  const parts: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'number'
      ? [value]
      : typeof value === 'string'
        ? value
            .split(/[.,，]/)
            .map((p) => p.trim())
            .filter((p) => p !== '')
        : [NaN];
  const ids = parts.map((p) =>
    typeof p === 'number' ? p : typeof p === 'string' && /^\d+$/.test(p) ? Number(p) : NaN,
  );
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    throw fail.badRequest(`参数 ${name} 应为以句点分隔的编号`, name);
  }
  return [...new Set(ids)];
}

/** An optional date (model/calendarDate.ts: a real day within the accepted range); null when absent. */
export function date(body: Body, name: string, label: string): string | null {
  return dateField(body, name, label) ?? null;
}

export const statusName = (status: YesNo): string => (status === 'Y' ? '启用' : '停用');

/** Rows of a parent-linked table into a tree (children under `children`), siblings in order. */
export function toTree<T extends { id: number; parentId: number | null }>(
  rows: T[],
): (T & { children: unknown[] })[] {
  type Node = T & { children: Node[] };
  const nodes = new Map<number, Node>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Would making `parentId` the parent of `id` close a loop? `parentOf` answers a row's parent. */
export function makesCycle(
  id: number,
  parentId: number | null,
  parentOf: ReadonlyMap<number, number | null>,
): boolean {
  let current = parentId;
  const seen = new Set<number>();
  while (current !== null && current !== undefined && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = parentOf.get(current) ?? null;
  }
  return false;
}
