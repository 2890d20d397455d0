import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Dialog, HStack, Portal, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import {
  CreateInvoiceSetDocument,
  DeleteInvoiceSetDocument,
  InvoiceSetsDocument,
} from '../../__generated__/graphql.ts';
import type { InvoiceSetsPanel_SetFragment } from '../../__generated__/graphql.ts';
import { showSuccess } from '../../app/toaster.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import {
  DictSelect,
  TextField,
  applyServerErrors,
  formatDecimal,
} from '../../components/form/index.ts';
import type { DictOption } from '../../components/form/index.ts';
import { DataTable, DeleteAction, Pager, StatusBadge } from '../../components/list/index.ts';
import type { Column } from '../../components/list/index.ts';

type InvoiceSet = InvoiceSetsPanel_SetFragment;

const columns: Column<InvoiceSet>[] = [
  { key: 'invoiceType.name', title: '发票类型' },
  { key: 'invoiceStartNo', title: '起始号码' },
  { key: 'invoiceEndNo', title: '结束号码' },
  { key: 'nextNo', title: '下一号码', render: (s) => s.nextNo ?? '已用完' },
  {
    key: 'fetchNumber',
    title: '取号位置',
    align: 'end',
    render: (s) => formatDecimal(s.fetchNumber, 0),
  },
  {
    key: 'remaining',
    title: '剩余张数',
    align: 'end',
    render: (s) => formatDecimal(s.remaining, 0),
  },
  {
    key: 'used',
    title: '使用状态',
    align: 'center',
    render: (s) =>
      s.nextNo === null ? (
        <StatusBadge status="done" label="已用完" colorPalette="gray" />
      ) : s.used ? (
        <StatusBadge status="used" label="使用中" colorPalette="green" />
      ) : (
        <StatusBadge status="new" label="未使用" colorPalette="blue" />
      ),
  },
  { key: 'remark', title: '备注' },
  { key: 'creator', title: '创建人' },
  { key: 'createDate', title: '创建日期', kind: 'date' },
];

/** The 发票号段 tab of /finance/invoice: invoice sets, added and (unused) deleted here. */
export function InvoiceSetsPanel({ invoiceTypes }: { invoiceTypes: readonly DictOption[] }) {
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [adding, setAdding] = useState(false);
  const { data, loading, error, refetch } = useQuery(InvoiceSetsDocument, {
    variables: { pageNum, pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [remove] = useMutation(DeleteInvoiceSetDocument);
  if (isForbidden(error)) return <ForbiddenResult />;

  return (
    <Stack gap="3">
      <HStack justify="flex-end">
        <Button size="xs" onClick={() => setAdding(true)}>
          新增号段
        </Button>
      </HStack>
      <DataTable
        caption="发票号段列表"
        columns={columns}
        rows={data?.invoiceSets.items ?? []}
        loading={loading}
        actions={(s) => (
          <DeleteAction
            disabled={s.used}
            confirmText={`确定删除号段 ${s.invoiceStartNo}-${s.invoiceEndNo} 吗？`}
            onDelete={async () => {
              await remove({
                variables: { id: s.id, expectedVersion: s.version },
                context: { skipErrorToast: true },
              });
              await refetch();
            }}
          />
        )}
      />
      <Pager
        pageNum={pageNum}
        pageSize={pageSize}
        total={data?.invoiceSets.total ?? 0}
        onChange={(n, size) => {
          setPageNum(n);
          setPageSize(size);
        }}
      />
      {adding ? (
        <AddInvoiceSetDialog
          invoiceTypes={invoiceTypes}
          onClose={() => setAdding(false)}
          onSaved={async () => {
            setAdding(false);
            await refetch().catch(() => undefined);
          }}
        />
      ) : null}
    </Stack>
  );
}

interface SetValues {
  invoiceType: string;
  invoiceStartNo: string;
  invoiceEndNo: string;
  fetchNumber: string;
  remark: string;
}

function validate(v: SetValues): Partial<Record<keyof SetValues, string>> {
  const errors: Partial<Record<keyof SetValues, string>> = {};
  if (!v.invoiceType) errors.invoiceType = '请选择发票类型';
  if (!v.invoiceStartNo.trim()) errors.invoiceStartNo = '请输入起始号码';
  else if (!/^\d{1,20}$/.test(v.invoiceStartNo.trim())) {
    errors.invoiceStartNo = '起始号码只能是1到20位数字';
  }
  if (!v.invoiceEndNo.trim()) errors.invoiceEndNo = '请输入结束号码';
  else if (!/^\d{1,20}$/.test(v.invoiceEndNo.trim())) {
    errors.invoiceEndNo = '结束号码只能是1到20位数字';
  }
  if (!/^\d{1,21}$/.test(v.fetchNumber.trim()) || /^0+$/.test(v.fetchNumber.trim())) {
    errors.fetchNumber = '取号位置必须是大于0的整数';
  }
  return errors;
}

function AddInvoiceSetDialog({
  invoiceTypes,
  onClose,
  onSaved,
}: {
  invoiceTypes: readonly DictOption[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const [create] = useMutation(CreateInvoiceSetDocument);
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
          <Dialog.Content>
            <Formik<SetValues>
              initialValues={{
                invoiceType: '',
                invoiceStartNo: '',
                invoiceEndNo: '',
                fetchNumber: '1',
                remark: '',
              }}
              validate={validate}
              onSubmit={async (values, helpers) => {
                try {
                  await create({
                    variables: {
                      input: {
                        invoiceType: values.invoiceType,
                        invoiceStartNo: values.invoiceStartNo.trim(),
                        invoiceEndNo: values.invoiceEndNo.trim(),
                        fetchNumber: values.fetchNumber.trim(),
                        remark: values.remark.trim() || null,
                      },
                    },
                    context: { skipErrorToast: true },
                  });
                  showSuccess('保存成功');
                  await onSaved();
                } catch (error) {
                  applyServerErrors(helpers, error);
                }
              }}
            >
              {({ isSubmitting }) => (
                <Form aria-label="新增号段">
                  <Dialog.Header>
                    <Dialog.Title>新增号段</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="3">
                      <DictSelect
                        name="invoiceType"
                        label="发票类型"
                        required
                        options={invoiceTypes}
                      />
                      <TextField
                        name="invoiceStartNo"
                        label="起始号码"
                        required
                        inputMode="numeric"
                      />
                      <TextField
                        name="invoiceEndNo"
                        label="结束号码"
                        required
                        inputMode="numeric"
                      />
                      <TextField
                        name="fetchNumber"
                        label="取号位置"
                        required
                        inputMode="numeric"
                        helperText="下一张发票取号段中的第几个号码；新号段为 1"
                      />
                      <TextField name="remark" label="备注" />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose}>
                      取消
                    </Button>
                    <Button type="submit" loading={isSubmitting}>
                      保存
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
