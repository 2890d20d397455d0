import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  DeleteRoleDocument,
  RolesDocument,
  SetRoleActiveDocument,
} from '../../__generated__/graphql.ts';
import type { RoleListPage_RoleFragment } from '../../__generated__/graphql.ts';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { SelectField, TextField } from '../../components/form/index.ts';
import {
  DataTable,
  DeleteAction,
  ListPage,
  Pager,
  RowActions,
  SearchForm,
  StatusToggle,
  defaultPageSizes,
  useListState,
} from '../../components/list/index.ts';
import type { Column } from '../../components/list/index.ts';

const searchDefaults = { roleName: '', status: '' };

const statusOptions = [
  { value: 'Y', label: '启用' },
  { value: 'N', label: '停用' },
];

function LinkAction({ to, children }: { to: string; children: string }) {
  return (
    <Button asChild variant="plain" size="xs" px="0" color="colorPalette.fg">
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

/** /sys/role: the group's roles with status toggles, menu rights and deletion. */
export default function RoleListPage() {
  const list = useListState(searchDefaults, defaultPageSizes.basic);
  const { search } = list;
  const { data, loading, error, refetch } = useQuery(RolesDocument, {
    variables: {
      pageNum: list.pageNum,
      pageSize: list.pageSize,
      filter: {
        roleName: search.roleName.trim() || null,
        active: search.status === '' ? null : search.status === 'Y',
      },
    },
  });
  const [setActive] = useMutation(SetRoleActiveDocument);
  const [deleteRole] = useMutation(DeleteRoleDocument);

  if (isForbidden(error)) return <ForbiddenResult />;

  const columns: Column<RoleListPage_RoleFragment>[] = [
    { key: 'roleName', title: '角色名称' },
    {
      key: 'organisation',
      title: '适用组织',
      render: (role) => role.organisation?.orgName ?? '集团内全部组织',
    },
    { key: 'remark', title: '备注' },
    {
      key: 'active',
      title: '状态',
      align: 'center',
      width: '110px',
      render: (role) => (
        <StatusToggle
          status={role.active ? 'Y' : 'N'}
          recordLabel={role.roleName}
          onChange={(next) =>
            setActive({
              variables: { id: role.id, active: next === 'Y', expectedVersion: role.version },
            }).then(() => refetch())
          }
        />
      ),
    },
  ];

  return (
    <ListPage
      title="角色管理"
      actions={
        <Button asChild>
          <RouterLink to="/sys/role/add">新增角色</RouterLink>
        </Button>
      }
      search={
        <SearchForm values={search} emptyValues={searchDefaults} onSearch={list.setSearch}>
          <TextField name="roleName" label="角色名称" />
          <SelectField name="status" label="状态" options={statusOptions} placeholder="全部" />
        </SearchForm>
      }
    >
      <DataTable
        caption="角色列表"
        columns={columns}
        rows={data?.roles.items ?? []}
        loading={loading}
        actions={(role) => (
          <RowActions>
            <LinkAction to={`/sys/role/view?id=${role.id}`}>查看</LinkAction>
            <LinkAction to={`/sys/role/add?id=${role.id}`}>编辑</LinkAction>
            <LinkAction to={`/sys/role/menu?roleId=${role.id}`}>菜单权限</LinkAction>
            <DeleteAction
              confirmText={`确定删除角色「${role.roleName}」吗？`}
              onDelete={() =>
                deleteRole({ variables: { id: role.id, expectedVersion: role.version } }).then(() =>
                  refetch(),
                )
              }
            />
          </RowActions>
        )}
      />
      <Pager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={data?.roles.total ?? 0}
        onChange={list.setPage}
      />
    </ListPage>
  );
}
