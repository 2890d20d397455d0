import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ApiTokensDocument, RevokeApiTokenDocument } from '../../__generated__/graphql.ts';
import type { ApiTokenPage_TokenFragment } from '../../__generated__/graphql.ts';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import {
  DataTable,
  DeleteAction,
  ListPage,
  Pager,
  RowActions,
  StatusBadge,
  defaultPageSizes,
  formatDateTime,
} from '../../components/list/index.ts';
import type { BadgePalette, Column } from '../../components/list/index.ts';
import { CreateApiTokenDialog } from './CreateApiTokenDialog.tsx';

const statusShown: Record<ApiTokenPage_TokenFragment['status'], [string, BadgePalette]> = {
  ACTIVE: ['有效', 'green'],
  REVOKED: ['已吊销', 'red'],
  EXPIRED: ['已过期', 'gray'],
};

const columns: Column<ApiTokenPage_TokenFragment>[] = [
  { key: 'name', title: '名称' },
  { key: 'organisation.name', title: '组织' },
  { key: 'role.name', title: '角色' },
  {
    key: 'write',
    title: '权限',
    align: 'center',
    render: (t) =>
      t.write ? (
        <StatusBadge status="读写" colorPalette="orange" />
      ) : (
        <StatusBadge status="只读" colorPalette="blue" />
      ),
  },
  { key: 'expiresOn', title: '到期日', kind: 'date' },
  {
    key: 'lastUsedAt',
    title: '最近使用',
    render: (t) =>
      t.lastUsedAt ? (
        <Stack gap="0">
          <Text>{formatDateTime(t.lastUsedAt)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t.lastUsedAddress ?? ''}
          </Text>
        </Stack>
      ) : (
        <Text color="fg.subtle">从未使用</Text>
      ),
  },
  { key: 'useCount', title: '使用次数', kind: 'number', scale: 0 },
  {
    key: 'limits',
    title: '每分钟限额',
    align: 'end',
    render: (t) => `${t.requestsPerMinute} 次请求 / ${t.costPerMinute} 次调用`,
  },
  { key: 'createdBy', title: '创建人' },
  {
    key: 'status',
    title: '状态',
    align: 'center',
    render: (t) => {
      const [label, palette] = statusShown[t.status];
      return <StatusBadge status={label} colorPalette={palette} />;
    },
  },
];

/**
 * /sys/apitoken: the API tokens of reporting tools (administrators only). A token is created in a
 * dialog that shows its secret once, and revoked here; revocation holds from its next request.
 */
export default function ApiTokenPage() {
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultPageSizes.basic);
  const [creating, setCreating] = useState(false);
  const { data, loading, error, refetch } = useQuery(ApiTokensDocument, {
    variables: { pageNum, pageSize },
    notifyOnNetworkStatusChange: true,
  });
  const [revoke] = useMutation(RevokeApiTokenDocument);
  if (isForbidden(error)) return <ForbiddenResult />;

  return (
    <ListPage
      title="API 令牌"
      actions={
        <Button colorPalette="blue" onClick={() => setCreating(true)}>
          新增令牌
        </Button>
      }
      before={
        <Text fontSize="sm" color="fg.muted">
          报表工具与脚本使用 API 令牌调用 GraphQL 接口（请求头 Authorization: Bearer
          &lt;令牌&gt;），无需验证码；令牌按所属组织与角色的菜单读取数据，只读令牌不能修改数据。令牌不能登录网页界面。
        </Text>
      }
    >
      <DataTable
        caption="API 令牌"
        columns={columns}
        rows={data?.apiTokens.items ?? []}
        loading={loading}
        emptyText="尚未创建 API 令牌"
        actionsWidth="80px"
        actions={(t) =>
          t.status === 'ACTIVE' ? (
            <RowActions>
              <DeleteAction
                label="吊销"
                successText="已吊销"
                confirmText={`确定吊销令牌「${t.name}」吗？吊销后使用该令牌的报表工具将立即无法访问，且不能恢复。`}
                onDelete={() => revoke({ variables: { id: t.id } }).then(() => refetch())}
              />
            </RowActions>
          ) : null
        }
      />
      <Pager
        pageNum={pageNum}
        pageSize={pageSize}
        total={data?.apiTokens.total ?? 0}
        onChange={(page, size) => {
          setPageNum(page);
          setPageSize(size);
        }}
      />
      <CreateApiTokenDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => void refetch()}
      />
    </ListPage>
  );
}
