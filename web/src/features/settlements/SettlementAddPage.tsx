import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Grid, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { businessDate } from '../../../../model/businessDate.ts';
import {
  OpenFeeLinesDocument,
  RecordSettlementDocument,
  SettlementCurrenciesDocument,
  SettlementUnitOptionsDocument,
} from '../../__generated__/graphql.ts';
import type { SettlementKind } from '../../__generated__/graphql.ts';
import { showSuccess, showWarning } from '../../app/toaster.tsx';
import {
  DateField,
  MoneyField,
  RecordPickerField,
  SelectField,
  TextField,
  applyServerErrors,
  toScaled,
  dateSchema,
} from '../../components/form/index.ts';
import { PICKER_ASK, pickerOffers } from '../../components/form/recordLabel.ts';
import { AllocationLinesTable } from './AllocationLinesTable.tsx';
import type { OpenLine } from './AllocationLinesTable.tsx';
import {
  allocationFieldAliases,
  chosenLines,
  moneyProblem,
  sameCurrencyTotal,
  writeOffsSchema,
} from './allocation.ts';
import type { WriteOffs } from './allocation.ts';
import { kindDecls } from './kinds.ts';
import type { KindDecl } from './kinds.ts';

interface SettlementValues {
  settlementUnitId: string;
  currency: string;
  amount: string;
  settleDate: string;
  remark: string;
  writeOffs: WriteOffs;
}

/** The form's rules and Chinese messages; the lines shown give each write-off its ceiling. */
function settlementSchema(decl: KindDecl, lines: readonly OpenLine[]) {
  return yup.object({
    settlementUnitId: yup.string().required(`请选择${decl.unitLabel}`),
    currency: yup.string().required('请选择币种'),
    amount: yup
      .string()
      .default('')
      .test('amount', (text, ctx) => {
        const problem = moneyProblem(text ?? '', `${decl.label}金额`);
        if (problem) return ctx.createError({ message: problem });
        const parent = ctx.parent as Partial<SettlementValues>;
        const total = sameCurrencyTotal(lines, parent.writeOffs ?? {}, parent.currency ?? '');
        if ((toScaled(total, 2) ?? 0n) > (toScaled((text ?? '').trim(), 2) ?? 0n)) {
          return ctx.createError({ message: `小于同币种核销合计 ${total}` });
        }
        return true;
      }),
    settleDate: dateSchema(`${decl.label}日期`).required(`请选择${decl.label}日期`),
    remark: yup.string().max(200, '备注最多200个字符'),
    writeOffs: writeOffsSchema(lines),
  });
}

/**
 * 新增收款 / 新增付款: the unit, the money and its date, then how much of each open approved
 * line it writes off (in the line's currency). The server converts and checks everything again.
 */
export function SettlementAddPage({ kind }: { kind: SettlementKind }) {
  const decl = kindDecls[kind];
  const navigate = useNavigate();
  const [record] = useMutation(RecordSettlementDocument, { context: { skipErrorToast: true } });
  const initial = useMemo<SettlementValues>(
    () => ({
      settlementUnitId: '',
      currency: '3',
      amount: '',
      settleDate: businessDate(),
      remark: '',
      writeOffs: {},
    }),
    [],
  );
  const [lines, setLines] = useState<readonly OpenLine[]>([]);

  const submit = async (values: SettlementValues, helpers: FormikHelpers<SettlementValues>) => {
    const chosen = chosenLines(lines, values.writeOffs);
    if (chosen.length === 0) {
      showWarning('请填写要核销的费用金额');
      return;
    }
    try {
      const done = await record({
        variables: {
          kind,
          input: {
            settlementUnitId: values.settlementUnitId,
            currency: values.currency,
            amount: values.amount.trim(),
            settleDate: values.settleDate,
            remark: values.remark.trim() || null,
            allocations: chosen.map((l) => ({
              feeLineId: l.id,
              writeOffMoney: (values.writeOffs[l.id] ?? '').trim(),
            })),
          },
        },
      });
      if (!done.data) return;
      showSuccess(`${decl.label}已登记：${done.data.recordSettlement.settlementNo}`);
      void navigate(decl.listPath);
    } catch (error) {
      applyServerErrors(helpers, error, allocationFieldAliases(chosen));
    }
  };

  return (
    <Formik<SettlementValues>
      initialValues={initial}
      validationSchema={settlementSchema(decl, lines)}
      onSubmit={submit}
    >
      {(formik) => (
        <Form noValidate>
          <Stack gap="3" width="full">
            <Heading as="h1" size="md">
              新增{decl.label}
            </Heading>
            <Card.Root size="sm" variant="outline">
              <Card.Header>
                <Heading size="sm">{decl.label}信息</Heading>
              </Card.Header>
              <Card.Body>
                <SettlementFields decl={decl} />
              </Card.Body>
            </Card.Root>

            <Card.Root size="sm" variant="outline">
              <OpenLinesCard decl={decl} kind={kind} onLines={setLines}>
                <HStack justify="flex-end" gap="2">
                  <Button size="sm" variant="outline" onClick={() => void navigate(decl.listPath)}>
                    返回
                  </Button>
                  <Button size="sm" type="submit" loading={formik.isSubmitting}>
                    保存
                  </Button>
                </HStack>
              </OpenLinesCard>
            </Card.Root>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function SettlementFields({ decl }: { decl: KindDecl }) {
  const client = useApolloClient();
  const { setFieldValue } = useFormikContext<SettlementValues>();
  const currencies = useQuery(SettlementCurrenciesDocument);
  const loadUnits = async (keyword: string) => {
    const result = await client.query({
      query: SettlementUnitOptionsDocument,
      variables: { side: decl.feeSide, keyword: keyword || null, limit: PICKER_ASK },
    });
    return pickerOffers(
      (result.data?.feeSettlementUnits ?? []).map((o) => ({
        id: o.unit.id,
        label: o.unit.code ? `${o.unit.name}（${o.unit.code}）` : o.unit.name,
      })),
    );
  };
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' }} gap="3">
      <RecordPickerField
        name="settlementUnitId"
        label={decl.unitLabel}
        required
        load={loadUnits}
        // Another unit has other lines: what was typed for the last one goes.
        onPick={() => void setFieldValue('writeOffs', {}, false)}
      />
      <SelectField
        name="currency"
        label="币种"
        required
        placeholder={null}
        options={(currencies.data?.dictionary ?? [{ dictCode: '3', dictName: '人民币' }]).map(
          (d) => ({ value: d.dictCode, label: d.dictName }),
        )}
      />
      <MoneyField name="amount" label={`${decl.label}金额`} required />
      <DateField name="settleDate" label={`${decl.label}日期`} required />
      <Stack gridColumn={{ md: 'span 2' }}>
        <TextField name="remark" label="备注" maxLength={200} />
      </Stack>
    </Grid>
  );
}

/** The chosen unit's open lines with the amounts to write off; tells the form what it shows. */
function OpenLinesCard({
  decl,
  kind,
  onLines,
  children,
}: {
  decl: KindDecl;
  kind: SettlementKind;
  onLines: (lines: readonly OpenLine[]) => void;
  children: ReactNode;
}) {
  const { values } = useFormikContext<SettlementValues>();
  const [orderCode, setOrderCode] = useState('');
  const unit = values.settlementUnitId;
  const open = useQuery(OpenFeeLinesDocument, {
    variables: { kind, settlementUnitId: unit || '0', orderCode: orderCode.trim() || null },
    skip: !unit,
    fetchPolicy: 'network-only',
  });
  const lines = useMemo(() => (unit ? (open.data?.openFeeLines ?? []) : []), [unit, open.data]);
  useEffect(() => onLines(lines), [lines, onLines]);
  return (
    <>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="sm">待核销费用（已审核）</Heading>
          <Input
            size="xs"
            width="200px"
            placeholder="按订单号筛选"
            aria-label="按订单号筛选"
            value={orderCode}
            onChange={(e) => setOrderCode(e.currentTarget.value)}
          />
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        {!unit ? (
          <Text color="fg.muted" fontSize="sm">
            请先选择{decl.unitLabel}
          </Text>
        ) : (
          <AllocationLinesTable lines={lines} loading={open.loading} label={decl.label} />
        )}
        {children}
      </Card.Body>
    </>
  );
}
