import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  DataList,
  Field,
  Flex,
  HStack,
  Heading,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ArInvoiceDocument, ClearArInvoiceDocument } from '../../__generated__/graphql.ts';
import type { ArInvoiceQuery } from '../../__generated__/graphql.ts';
import { errorCodes } from '../../app/graphqlErrors.ts';
import { showSuccess } from '../../app/toaster.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { RecordTabs } from '../history/RecordTabs.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { ResultPage } from '../../components/ResultPage.tsx';
import { useFormConflict } from '../../components/useFormConflict.tsx';
import { formatDecimal } from '../../components/form/index.ts';
import { DataTable, formatDate, formatDateTime } from '../../components/list/index.ts';
import type { Column } from '../../components/list/index.ts';
import { CurrencyTotals } from './CurrencyTotals.tsx';
import { InvoiceStatusBadge } from './invoiceStatus.tsx';

type Line = ArInvoiceQuery['arInvoice']['lines'][number];

const columns: Column<Line>[] = [
  { key: 'orderCode', title: '订单号' },
  { key: 'feeName', title: '费用名称' },
  { key: 'currency.name', title: '币种' },
  { key: 'exchangeRate', title: '汇率', kind: 'number', scale: 4 },
  { key: 'money', title: '金额', kind: 'money' },
  { key: 'cnyMoney', title: '人民币金额', kind: 'money' },
  { key: 'writeOffMoney', title: '已核销', kind: 'money' },
  { key: 'outstanding', title: '未收金额', kind: 'money' },
];

/** /finance/invoice/view?id=: an invoice with the lines it covered; clearing (作废) it. */

const CLEAR_FIELDS = [{ name: 'remark', label: '作废原因' }] as const;
export default function InvoiceViewPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data, loading, error, refetch } = useQuery(ArInvoiceDocument, {
    variables: { id },
    skip: id === '',
    fetchPolicy: 'cache-and-network',
  });
  const [clear, clearing] = useMutation(ClearArInvoiceDocument);
  // 作废 refused because someone changed the invoice since it was read (CONFLICT): the notice,
  // 重新加载, and the reason typed kept.
  const conflict = useFormConflict(CLEAR_FIELDS, () => refetch());
  const [asking, setAsking] = useState(false);
  const [remark, setRemark] = useState('');

  if (id === '') return <ResultPage code="404" title="缺少发票编号" />;
  if (isForbidden(error)) return <ForbiddenResult />;
  if (errorCodes(error).includes('NOT_FOUND')) return <ResultPage code="404" title="发票不存在" />;
  const invoice = data?.arInvoice;
  if (!invoice) return loading ? <PageLoading /> : <ResultPage code="500" title="发票加载失败" />;

  const confirm = async () => {
    const typed = { remark };
    const result = await clear({
      variables: { id, remark: remark.trim() || null, expectedVersion: invoice.version },
    }).catch((failure: unknown) => {
      // The app's error link toasts the refusal; a CONFLICT also leaves the notice.
      conflict.refused(failure, typed, { remark: '' });
      return null;
    });
    setAsking(false);
    if (!result?.data) return;
    conflict.clear();
    showSuccess('发票已作废');
    await refetch().catch(() => undefined);
  };

  return (
    <Stack gap="3" width="full">
      {conflict.notice}
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Heading as="h1" size="md">
          发票详情
        </Heading>
        <HStack gap="2">
          {invoice.status === 'YKP' ? (
            <Button
              size="sm"
              colorPalette="red"
              variant="outline"
              onClick={() => {
                setRemark('');
                setAsking(true);
              }}
            >
              作废
            </Button>
          ) : null}
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/finance/invoice">返回列表</RouterLink>
          </Button>
        </HStack>
      </Flex>
      <RecordTabs typeName="ArInvoice" variables={{ id }} detailTitle="发票信息">
        <Stack gap="3">
          <Card.Root size="sm" variant="outline" as="section" aria-label="发票信息">
            <Card.Header borderBottomWidth="1px" pb="2">
              <Heading as="h2" size="sm">
                基本信息
              </Heading>
            </Card.Header>
            <Card.Body pt="3">
              <DataList.Root
                orientation="horizontal"
                size="sm"
                display="grid"
                gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
              >
                <Item label="发票号码">
                  <Text as="span" fontWeight="semibold" data-testid="invoice-no">
                    {invoice.invoiceNo}
                  </Text>
                </Item>
                <Item label="发票类型">{invoice.invoiceType.name}</Item>
                <Item label="开票日期">{formatDate(invoice.invoiceDate)}</Item>
                <Item label="客户（结算单位）">{invoice.settlementUnit.name}</Item>
                <Item label="金额（人民币）">
                  <Text as="span" fontVariantNumeric="tabular-nums" data-testid="invoice-amount">
                    {formatDecimal(invoice.amountCny)}
                  </Text>
                </Item>
                <Item label="状态">
                  <InvoiceStatusBadge status={invoice.status} name={invoice.statusName} />
                </Item>
                <Item label="开票人">{invoice.creator ?? ''}</Item>
                <Item label="开票时间">{formatDateTime(invoice.createDate)}</Item>
                <Item label="备注">{invoice.remark ?? ''}</Item>
                {invoice.status === 'YZF' ? (
                  <>
                    <Item label="作废人">{invoice.clearName ?? ''}</Item>
                    <Item label="作废时间">{formatDateTime(invoice.clearDate)}</Item>
                    <Item label="作废原因">{invoice.clearRemark ?? ''}</Item>
                  </>
                ) : null}
              </DataList.Root>
            </Card.Body>
          </Card.Root>
          <Card.Root size="sm" variant="outline" as="section" aria-label="开票费用">
            <Card.Header borderBottomWidth="1px" pb="2">
              <Heading as="h2" size="sm">
                开票费用（{invoice.lines.length} 条）
              </Heading>
            </Card.Header>
            <Card.Body pt="3" gap="3">
              <DataTable
                caption="开票费用明细"
                columns={columns}
                rows={invoice.lines}
                maxHeight="420px"
              />
              <CurrencyTotals label="按币种合计" totals={invoice.totals} />
            </Card.Body>
          </Card.Root>
        </Stack>
      </RecordTabs>
      <ConfirmDialog
        open={asking}
        title="作废发票"
        loading={clearing.loading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <Text mb="3">
          确定作废发票 {invoice.invoiceNo} 吗？作废后其费用回到未开票，发票号码不再使用。
        </Text>
        <Field.Root>
          <Field.Label>作废原因</Field.Label>
          <Textarea
            size="sm"
            rows={2}
            maxLength={200}
            value={remark}
            onChange={(e) => setRemark(e.currentTarget.value)}
          />
        </Field.Root>
      </ConfirmDialog>
    </Stack>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
