import type { UserListPage_UserFragment } from '../../__generated__/graphql.ts';

/** The user's organisations, the default one first and marked. */
export function organisationNames(user: Pick<UserListPage_UserFragment, 'organisations'>): string {
  const orgs = [...(user.organisations ?? [])].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault),
  );
  return orgs
    .map((o) =>
      o.isDefault && orgs.length > 1 ? `${o.organisation.orgName}（默认）` : o.organisation.orgName,
    )
    .join('、');
}

export const yesNoText = (value: boolean | null | undefined) => (value ? '是' : '否');
