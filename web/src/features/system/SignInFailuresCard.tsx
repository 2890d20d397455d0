import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  ClearSignInFailuresDocument,
  SignInFailuresDocument,
} from '../../__generated__/graphql.ts';
import type { SignInFailuresCard_FailureFragment } from '../../__generated__/graphql.ts';
import { isForbidden } from '../../components/QueryFailure.tsx';
import {
  DataTable,
  DeleteAction,
  Pager,
  RowActions,
  StatusBadge,
  defaultPageSizes,
} from '../../components/list/index.ts';
import type { Column } from '../../components/list/index.ts';

const columns: Column<SignInFailuresCard_FailureFragment>[] = [
  { key: 'userName', title: '用户名' },
  { key: 'mobile', title: '手机号' },
  { key: 'failures', title: '失败次数', kind: 'number', scale: 0 },
  { key: 'addresses', title: '来源地址数', kind: 'number', scale: 0 },
  { key: 'lastFailedAt', title: '最近失败时间', kind: 'datetime', width: '150px' },
  { key: 'lastAddress', title: '最近来源地址' },
  {
    key: 'captchaRequired',
    title: '当前限制',
    align: 'center',
    render: (row) =>
      row.captchaRequired ? (
        <StatusBadge status="需专用验证码" colorPalette="orange" />
      ) : (
        <StatusBadge status="逐次延时" colorPalette="gray" />
      ),
  },
];

/**
 * The accounts with failed sign-ins in the last 24 hours, each with 清除 (administrators only: for
 * anyone else the query is refused and the card stays away).
 */
export function SignInFailuresCard() {
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultPageSizes.basic);
  const { data, loading, error, refetch } = useQuery(SignInFailuresDocument, {
    variables: { pageNum, pageSize },
    context: { skipErrorToast: true },
    notifyOnNetworkStatusChange: true,
  });
  const [clear] = useMutation(ClearSignInFailuresDocument);
  if (isForbidden(error)) return null;

  return (
    <Card.Root size="sm" variant="outline" aria-labelledby="sign-in-failures-title">
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="sm" id="sign-in-failures-title">
            登录失败的账号（近24小时）
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            同一地址连续登录失败须逐次等待更久；一个账号近期失败次数过多后，须使用为该账号获取的验证码。清除后限制解除，失败记录仍保留在下方操作日志中。
          </Text>
        </Stack>
        <DataTable
          caption="登录失败的账号"
          columns={columns}
          rows={data?.signInFailures.items ?? []}
          rowKey={(row) => row.userId}
          loading={loading}
          emptyText="近24小时没有登录失败的账号"
          maxHeight="320px"
          actionsWidth="80px"
          actions={(row) => (
            <RowActions>
              <DeleteAction
                label="清除"
                successText="清除成功"
                confirmText={`确定清除账号 ${row.userName}（${row.mobile}）的登录失败记录吗？`}
                onDelete={() => clear({ variables: { mobile: row.mobile } }).then(() => refetch())}
              />
            </RowActions>
          )}
        />
        <Pager
          pageNum={pageNum}
          pageSize={pageSize}
          total={data?.signInFailures.total ?? 0}
          onChange={(page, size) => {
            setPageNum(page);
            setPageSize(size);
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}
