import type { UserChoicesQuery } from '../../__generated__/graphql.ts';
import type { SelectOption } from '../../components/form/index.ts';
import type { Nested } from './tree.ts';

type OrgChoice = { id: string; orgName: string; active: boolean };

/** Organisations as choices, indented by level so the tree still reads. */
export function organisationOptions(
  tree: readonly Nested<OrgChoice>[] | undefined,
  keep: readonly string[] = [],
): SelectOption[] {
  const walk = (
    nodes: readonly Nested<OrgChoice>[],
    depth: number,
  ): { node: OrgChoice; depth: number }[] =>
    nodes.flatMap((node) => [{ node, depth }, ...walk(node.children ?? [], depth + 1)]);
  // In the server's order, which is the tree editor's.
  return walk(tree ?? [], 0)
    .filter(({ node }) => node.active || keep.includes(node.id))
    .map(({ node, depth }) => ({ value: node.id, label: `${'— '.repeat(depth)}${node.orgName}` }));
}

/** Active roles as choices, plus inactive ones the record already holds. */
export function roleOptions(
  roles: UserChoicesQuery['allRoles'] | undefined,
  keep: readonly string[] = [],
): SelectOption[] {
  return (roles ?? [])
    .filter((r) => r.active || keep.includes(r.id))
    .map((r) => ({ value: r.id, label: r.active ? r.roleName : `${r.roleName}（停用）` }));
}

/** The groups a user may be put in (the server answers the administrator's own), plus the user's. */
export function groupOptions(
  groups: UserChoicesQuery['groups'] | undefined,
  current?: { id: string; groupName: string } | null,
): SelectOption[] {
  const options = (groups ?? []).map((g) => ({ value: g.id, label: g.groupName }));
  if (current && !options.some((o) => o.value === current.id)) {
    options.push({ value: current.id, label: current.groupName });
  }
  return options;
}
