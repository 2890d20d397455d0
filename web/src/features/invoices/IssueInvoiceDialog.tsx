import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Dialog, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { businessDate } from '../../../../model/businessDate.ts';
import { InvoiceSetsDocument, IssueArInvoiceDocument } from '../../__generated__/graphql.ts';
import type { ReceivableLinesList_LineFragment } from '../../__generated__/graphql.ts';
import { showSuccess } from '../../app/toaster.tsx';
import {
  DateField,
  SelectField,
  TextField,
  applyServerErrors,
  formatDecimal,
  sumDecimals,
} from '../../components/form/index.ts';

export interface IssueInvoiceDialogProps {
  /** Approved, not invoiced receivable lines of one settlement unit. */
  lines: readonly ReceivableLinesList_LineFragment[];
  onClose: () => void;
}

interface Values {
  invoiceSetId: string;
  invoiceDate: string;
  remark: string;
}

/** 开票: the chosen lines' totals, an invoice set with numbers left, the date; then the invoice. */
export function IssueInvoiceDialog({ lines, onClose }: IssueInvoiceDialogProps) {
  const navigate = useNavigate();
  const sets = useQuery(InvoiceSetsDocument, {
    variables: { usable: true, pageSize: 100 },
    fetchPolicy: 'network-only',
  });
  const [issue] = useMutation(IssueArInvoiceDocument);
  const unit = lines[0]?.settlementUnit.name ?? '';
  const byCurrency = new Map<string, { name: string; values: string[] }>();
  for (const line of lines) {
    const entry = byCurrency.get(line.currency.code) ?? { name: line.currency.name, values: [] };
    entry.values.push(line.money);
    byCurrency.set(line.currency.code, entry);
  }
  const setsTotal = sets.data?.invoiceSets.total ?? 0;
  const options = (sets.data?.invoiceSets.items ?? []).map((s) => ({
    value: s.id,
    label: `${s.invoiceType.name} ${s.invoiceStartNo}-${s.invoiceEndNo}（下一号 ${s.nextNo ?? ''}，剩余 ${s.remaining}）`,
  }));

  return (
    <Dialog.Root
      open
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxWidth="640px">
            <Formik<Values>
              initialValues={{
                invoiceSetId: options.length === 1 ? (options[0]?.value ?? '') : '',
                invoiceDate: businessDate(),
                remark: '',
              }}
              enableReinitialize
              validate={(v) => (v.invoiceSetId ? {} : { invoiceSetId: '请选择发票号段' })}
              onSubmit={async (values, helpers) => {
                try {
                  const result = await issue({
                    variables: {
                      invoiceSetId: values.invoiceSetId,
                      lineIds: lines.map((l) => l.id),
                      invoiceDate: values.invoiceDate || null,
                      remark: values.remark.trim() || null,
                    },
                    context: { skipErrorToast: true },
                  });
                  const invoice = result.data?.issueArInvoice;
                  if (!invoice) return;
                  showSuccess(`开票成功，发票号码 ${invoice.invoiceNo}`);
                  void navigate(`/finance/invoice/view?id=${invoice.id}`);
                } catch (error) {
                  applyServerErrors(helpers, error);
                }
              }}
            >
              {({ isSubmitting }) => (
                <Form aria-label="开票">
                  <Dialog.Header>
                    <Dialog.Title>开票</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="3">
                      <Text>
                        客户：<b>{unit}</b>，共 {lines.length} 条费用
                      </Text>
                      <Table.Root size="sm" aria-label="开票金额">
                        <Table.Header>
                          <Table.Row bg="bg.muted">
                            <Table.ColumnHeader>币种</Table.ColumnHeader>
                            <Table.ColumnHeader textAlign="end">金额</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {[...byCurrency.entries()].map(([code, t]) => (
                            <Table.Row key={code}>
                              <Table.Cell>{t.name}</Table.Cell>
                              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                                {formatDecimal(sumDecimals(t.values))}
                              </Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                      <SelectField
                        name="invoiceSetId"
                        label="发票号段"
                        required
                        options={options}
                        helperText={
                          sets.data && options.length === 0
                            ? '没有可用的号段，请先在发票管理中新增号段'
                            : setsTotal > options.length
                              ? `共 ${setsTotal} 个可用号段，此处列出前 ${options.length} 个`
                              : undefined
                        }
                      />
                      <DateField name="invoiceDate" label="开票日期" required />
                      <TextField name="remark" label="备注" />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose}>
                      取消
                    </Button>
                    <Button type="submit" loading={isSubmitting}>
                      确定开票
                    </Button>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
