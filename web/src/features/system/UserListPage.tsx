import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  DeleteUserDocument,
  SetUserActiveDocument,
  UserChoicesDocument,
  UsersDocument,
} from '../../__generated__/graphql.ts';
import type { UserListPage_UserFragment } from '../../__generated__/graphql.ts';
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
import { roleOptions } from './choices.ts';
import { organisationNames, yesNoText } from './format.ts';

const searchDefaults = {
  userNumber: '',
  userName: '',
  mobile: '',
  qq: '',
  email: '',
  useStatus: '',
  groupId: '',
  roleId: '',
};

const statusOptions = [
  { value: 'Y', label: '启用' },
  { value: 'N', label: '停用' },
];

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** /sys/user: the group's users, searchable, with status toggles and the licence counters. */
export default function UserListPage() {
  const list = useListState(searchDefaults, defaultPageSizes.basic);
  const { search } = list;
  const { data, loading, error, refetch } = useQuery(UsersDocument, {
    variables: {
      pageNum: list.pageNum,
      pageSize: list.pageSize,
      filter: {
        userNumber: orNull(search.userNumber),
        userName: orNull(search.userName),
        mobile: orNull(search.mobile),
        qq: orNull(search.qq),
        email: orNull(search.email),
        active: search.useStatus === '' ? null : search.useStatus === 'Y',
        groupId: orNull(search.groupId),
        roleIds: search.roleId ? [search.roleId] : null,
      },
    },
  });
  const choices = useQuery(UserChoicesDocument);
  const [setActive] = useMutation(SetUserActiveDocument);
  const [deleteUser] = useMutation(DeleteUserDocument);

  if (isForbidden(error)) return <ForbiddenResult />;

  const accounts = data?.userAccounts;
  const columns: Column<UserListPage_UserFragment>[] = [
    { key: 'userNumber', title: '用户编号', width: '100px' },
    { key: 'userName', title: '用户姓名' },
    { key: 'mobile', title: '手机号' },
    { key: 'email', title: '邮箱' },
    {
      key: 'roles',
      title: '角色',
      render: (user) => (
        <Wrap gap="1">
          {(user.roles ?? []).map((role) => (
            <Badge key={role.id} size="sm" variant="surface" colorPalette="blue">
              {role.roleName}
            </Badge>
          ))}
        </Wrap>
      ),
    },
    {
      key: 'organisations',
      title: '所属组织',
      render: (user) => {
        const names = organisationNames(user);
        // Long company names: two lines at most, the whole list on hover.
        return (
          <Text lineClamp={2} maxWidth="280px" title={names}>
            {names}
          </Text>
        );
      },
    },
    { key: 'validityDate', title: '有效期至', kind: 'date' },
    {
      key: 'isAdmin',
      title: '管理员',
      align: 'center',
      render: (user) => yesNoText(user.isAdmin),
    },
    {
      key: 'active',
      title: '使用状态',
      align: 'center',
      render: (user) => (
        <StatusToggle
          status={user.active === false ? 'N' : 'Y'}
          recordLabel={user.userName}
          onChange={(next) =>
            setActive({
              variables: { id: user.id, active: next === 'Y', expectedVersion: user.version },
            }).then(() => refetch())
          }
        />
      ),
    },
  ];

  return (
    <ListPage
      title="用户管理"
      actions={
        <Button asChild>
          <RouterLink to="/sys/user/add">新增用户</RouterLink>
        </Button>
      }
      search={
        <SearchForm values={search} emptyValues={searchDefaults} onSearch={list.setSearch}>
          <TextField name="userNumber" label="用户编号" />
          <TextField name="userName" label="用户姓名" />
          <TextField name="mobile" label="手机号" />
          <TextField name="qq" label="QQ" />
          <TextField name="email" label="邮箱" />
          <SelectField
            name="useStatus"
            label="使用状态"
            options={statusOptions}
            placeholder="全部"
          />
          <SelectField
            name="groupId"
            label="所属集团"
            placeholder="全部"
            options={(choices.data?.groups ?? []).map((g) => ({ value: g.id, label: g.groupName }))}
          />
          <SelectField
            name="roleId"
            label="角色"
            placeholder="全部"
            options={roleOptions(choices.data?.allRoles, search.roleId ? [search.roleId] : [])}
          />
        </SearchForm>
      }
      toolbar={
        <HStack gap="4" fontSize="sm" color="fg.muted" aria-label="账号统计">
          <Text>
            授权账号数：
            <Text as="span" color="fg" fontWeight="semibold">
              {accounts ? (accounts.authorizedAccountsNumber ?? '不限') : '—'}
            </Text>
          </Text>
          <Text>
            有效用户数：
            <Text as="span" color="fg" fontWeight="semibold">
              {accounts?.userValid ?? '—'}
            </Text>
          </Text>
        </HStack>
      }
    >
      <DataTable
        caption="用户列表"
        columns={columns}
        rows={data?.users.items ?? []}
        loading={loading}
        actions={(user) => (
          <RowActions>
            <Button asChild variant="plain" size="xs" px="0" color="colorPalette.fg">
              <RouterLink to={`/sys/user/view?id=${user.id}`}>查看</RouterLink>
            </Button>
            <Button asChild variant="plain" size="xs" px="0" color="colorPalette.fg">
              <RouterLink to={`/sys/user/add?id=${user.id}`}>编辑</RouterLink>
            </Button>
            <DeleteAction
              confirmText={`确定删除用户「${user.userName}」吗？`}
              onDelete={() =>
                deleteUser({ variables: { id: user.id, expectedVersion: user.version } }).then(() =>
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
        total={data?.users.total ?? 0}
        onChange={list.setPage}
      />
    </ListPage>
  );
}
