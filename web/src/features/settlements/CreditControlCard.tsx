import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Field,
  Heading,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { ClientCreditsDocument, UpdateClientCreditDocument } from '../../__generated__/graphql.ts';
import type { CreditControl_CreditFragment } from '../../__generated__/graphql.ts';
import { showSuccess } from '../../app/toaster.tsx';
import { reportFailure } from '../../components/feedback.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useFormConflict } from '../../components/useFormConflict.tsx';
import { formatDecimal } from '../../components/form/decimal.ts';
import { sanitizeNumericText } from '../../components/form/numericText.ts';
import { DataTable, Pager, RowActions } from '../../components/list/index.ts';
import type { Column } from '../../components/list/index.ts';

/**
 * A row's action: 设置 for a client the signed-in organisation keeps; for a client another
 * organisation of the group keeps, the terms stay read-only and the keeper is named.
 */
export function CreditTermsAction({
  credit,
  onEdit,
}: {
  credit: Pick<CreditControl_CreditFragment, 'customerName' | 'keptBy' | 'editable'>;
  onEdit: () => void;
}) {
  if (!credit.editable) {
    return (
      <Text fontSize="xs" color="fg.muted" title="只有维护该客户的组织可以修改信用设置">
        由「{credit.keptBy}」维护
      </Text>
    );
  }
  return (
    <RowActions>
      <Button
        size="xs"
        variant="plain"
        px="0"
        aria-label={`设置信用 ${credit.customerName}`}
        onClick={onEdit}
      >
        设置
      </Button>
    </RowActions>
  );
}

/** The terms a refused change lists to enter again, by their labels in the dialog. */
const creditFields = [
  { name: 'creditLimit', label: '信用额度' },
  { name: 'orderBlocked', label: '停止接单' },
] as const;

/** 客户信用控制: limits, terms, exposure and overdue per client; finance sets limit and stop. */
export function CreditControlCard() {
  const [pageNum, setPageNum] = useState(1);
  const [onlyRisky, setOnlyRisky] = useState(false);
  const { data, loading, refetch } = useQuery(ClientCreditsDocument, {
    variables: { pageNum, pageSize: 10, filter: onlyRisky ? { overdue: true } : null },
    fetchPolicy: 'cache-and-network',
  });
  const [update, updating] = useMutation(UpdateClientCreditDocument);
  const [editing, setEditing] = useState<CreditControl_CreditFragment | null>(null);
  const [limit, setLimit] = useState('');
  const [blocked, setBlocked] = useState(false);
  // A change refused because the client changed since the list was read: the notice with
  // 重新加载 (the list and the client's version read again); what was typed stays in the dialog.
  const conflict = useFormConflict(creditFields, async () => {
    const fresh = await refetch();
    const now = fresh.data?.clientCredits.items.find((c) => c.clientId === editing?.clientId);
    if (now) setEditing(now);
  });

  const save = async () => {
    if (!editing) return;
    const typed = { creditLimit: limit.trim(), orderBlocked: blocked ? '是' : '否' };
    const read = {
      creditLimit: editing.creditLimit ?? '',
      orderBlocked: editing.orderBlocked ? '是' : '否',
    };
    const done = await update({
      variables: {
        clientId: editing.clientId,
        input: { creditLimit: limit.trim() || null, orderBlocked: blocked },
        expectedVersion: editing.version,
      },
      context: { skipErrorToast: true },
    }).catch((error: unknown) => {
      if (conflict.refused(error, typed, read) === null) reportFailure(error);
      return null;
    });
    if (!done?.data) return;
    conflict.clear();
    setEditing(null);
    showSuccess('信用设置已保存');
    await refetch().catch(() => undefined);
  };

  const columns: Column<CreditControl_CreditFragment>[] = [
    { key: 'customerName', title: '客户' },
    {
      key: 'creditLimit',
      title: '信用额度',
      align: 'end',
      render: (c) => (c.creditLimit === null ? '不限' : formatDecimal(c.creditLimit)),
    },
    { key: 'accountPeriod', title: '账期（天）', align: 'end' },
    { key: 'outstanding', title: '应收未收', kind: 'money' },
    { key: 'pending', title: '未审核应收', kind: 'money' },
    { key: 'overdueMoney', title: '逾期金额', kind: 'money' },
    { key: 'oldestDueDate', title: '最早到期日', kind: 'date' },
    {
      key: 'state',
      title: '状态',
      render: (c) => (
        <Stack direction="row" gap="1" wrap="wrap">
          {c.overLimit ? <Badge colorPalette="red">超额度</Badge> : null}
          {c.overdueCount > 0 ? <Badge colorPalette="orange">逾期{c.overdueCount}笔</Badge> : null}
          {c.orderBlocked ? (
            <Badge colorPalette="red" variant="solid">
              停止接单
            </Badge>
          ) : null}
          {!c.overLimit && c.overdueCount === 0 && !c.orderBlocked ? (
            <Badge colorPalette="green">正常</Badge>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (c) => (
        <CreditTermsAction
          credit={c}
          onEdit={() => {
            setLimit(c.creditLimit ?? '');
            setBlocked(c.orderBlocked);
            setEditing(c);
          }}
        />
      ),
    },
  ];

  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <Stack direction="row" justify="space-between" align="center" wrap="wrap">
          <Heading size="sm">客户信用控制</Heading>
          <Checkbox.Root
            size="sm"
            checked={onlyRisky}
            onCheckedChange={(e) => {
              setOnlyRisky(e.checked === true);
              setPageNum(1);
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>只看有逾期的客户</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </Card.Header>
      <Card.Body gap="3">
        <DataTable
          caption="客户信用控制"
          columns={columns}
          rows={data?.clientCredits.items ?? []}
          loading={loading}
        />
        <Pager
          pageNum={pageNum}
          pageSize={10}
          total={data?.clientCredits.total ?? 0}
          onChange={(n) => setPageNum(n)}
        />
      </Card.Body>
      <ConfirmDialog
        open={editing !== null}
        title={`信用设置：${editing?.customerName ?? ''}`}
        loading={updating.loading}
        onConfirm={() => void save()}
        onCancel={() => {
          conflict.clear();
          setEditing(null);
        }}
      >
        <Stack gap="3">
          {conflict.notice}
          <Text fontSize="sm" color="fg.muted">
            应收未收 {formatDecimal(editing?.outstanding ?? '0')}，未审核应收{' '}
            {formatDecimal(editing?.pending ?? '0')}（人民币）
          </Text>
          <Field.Root>
            <Field.Label>信用额度（人民币，留空为不限）</Field.Label>
            <Input
              size="sm"
              inputMode="decimal"
              value={limit}
              onChange={(e) =>
                setLimit(
                  sanitizeNumericText(e.currentTarget.value, { decimals: true, negative: false }),
                )
              }
            />
          </Field.Root>
          <Checkbox.Root checked={blocked} onCheckedChange={(e) => setBlocked(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>停止接单（该客户不能新建订单）</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </ConfirmDialog>
    </Card.Root>
  );
}
