import { useBackendFeatures } from '../../app/backendFeatures.ts';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  Dialog,
  Flex,
  HStack,
  Heading,
  Menu,
  NativeSelect,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import type { FormikErrors } from 'formik';
import { useMemo, useState } from 'react';
import {
  ApplyFeeTemplateDocument,
  FeeCurrenciesDocument,
  FeeLineSettlementUnitsDocument,
  FeeStatementLinkDocument,
  FeeTemplateChoicesDocument,
  OrderFeesDocument,
  SaveFeeLinesDocument,
  SubmitFeeLinesDocument,
} from '../../__generated__/graphql.ts';
import type {
  FeeSide,
  FeeStatement,
  OrderFeesSection_FeesFragment,
  OrderFeesSection_LineFragment,
} from '../../__generated__/graphql.ts';
import { applyServerErrors } from '../../components/form/applyServerErrors.ts';
import { conflictOf } from '../../app/graphqlErrors.ts';
import { ConflictNotice } from '../../components/ConflictNotice.tsx';
import { showError, showSuccess, showWarning } from '../../app/toaster.tsx';
import { ChevronDownIcon } from '../../components/icons.tsx';
import type { DictOption } from '../../components/form/DictSelect.tsx';
import { sumDecimals } from '../../components/form/decimal.ts';
import { RecordPicker } from '../../components/form/RecordPicker.tsx';
import { PICKER_ASK, pickerOffers } from '../../components/form/recordLabel.ts';
import type { PickerOffers } from '../../components/form/recordLabel.ts';
import { downloadThrough } from '../files/download.ts';
import { CreditWarnings } from '../settlements/CreditWarnings.tsx';
import { FeeTotalsTable, serverTotalsView } from './FeeTotalsTable.tsx';
import { cnyMoneyOf, feeTotals } from './feeMath.ts';
import type { FeeTotalsView } from './feeMath.ts';
import { FeeLinesGrid } from './FeeLinesGrid.tsx';
import {
  cellOfInputField,
  inputOf,
  moneyLineOf,
  rowOf,
  rowsOf,
  rowsSignature,
  sideKeys,
  sideLabels,
  validateRows,
} from './feeRows.ts';
import type { FeeFormValues, FeeRow } from './feeRows.ts';

export interface OrderFeesSectionProps {
  orderCode: string;
  /** A viewed (or completed) order: lines shown, nothing changed. */
  readOnly?: boolean;
  /** The fees the order page asked for with the order (its one query); alone, the section asks. */
  fees?: OrderFeesSection_FeesFragment;
  /** After lines of a side were stored (a save or a template): the order page saves its fee node. */
  onSaved?: () => unknown;
}

const sides: readonly FeeSide[] = ['RECEIVABLE', 'PAYABLE'];

const statements: Record<FeeSide, { xlsx: FeeStatement; pdf: FeeStatement }> = {
  RECEIVABLE: { xlsx: 'RECEIVABLE_XLSX', pdf: 'RECEIVABLE_PDF' },
  PAYABLE: { xlsx: 'PAYABLE_XLSX', pdf: 'PAYABLE_PDF' },
};

/**
 * The order page's fees (费用信息): receivable and payable lines, each side saved as one batch,
 * submitted for review, filled from a template; totals per currency, in CNY and the profit.
 */
export function OrderFeesSection({
  orderCode,
  readOnly = false,
  fees: given,
  onSaved,
}: OrderFeesSectionProps) {
  const { data, loading } = useQuery(OrderFeesDocument, {
    variables: { orderCode },
    skip: given !== undefined,
  });
  // A dictionary: the order page asks for it with the order, and it stays for the session.
  const currencies = useQuery(FeeCurrenciesDocument, { fetchPolicy: 'cache-first' });
  const currencyOptions = useMemo<DictOption[]>(
    () => (currencies.data?.dictionary ?? []).map((d) => ({ code: d.dictCode, name: d.dictName })),
    [currencies.data],
  );
  const fees = given ?? data?.orderFees;
  if (!fees) {
    return loading ? (
      <Stack gap="2" aria-busy="true" aria-label="费用加载中">
        <Skeleton height="6" />
        <Skeleton height="6" />
        <Skeleton height="6" width="70%" />
      </Stack>
    ) : (
      <Text color="fg.muted">费用信息加载失败</Text>
    );
  }
  return (
    <FeesEditor
      key={orderCode}
      orderCode={orderCode}
      fees={fees}
      readOnly={readOnly}
      currencies={currencyOptions}
      onSaved={onSaved}
    />
  );
}

interface FeesEditorProps {
  orderCode: string;
  fees: OrderFeesSection_FeesFragment;
  readOnly: boolean;
  currencies: readonly DictOption[];
  onSaved?: () => unknown;
}

function initialValues(fees: OrderFeesSection_FeesFragment): FeeFormValues {
  return { receivables: rowsOf(fees.receivables), payables: rowsOf(fees.payables) };
}

/** The version of a side as the fees say it: a save sends it back. */
function versionOf(fees: OrderFeesSection_FeesFragment, side: FeeSide): number {
  return side === 'RECEIVABLE' ? fees.receivableVersion : fees.payableVersion;
}

function validate(values: FeeFormValues): FormikErrors<FeeFormValues> {
  const errors: FormikErrors<FeeFormValues> = {};
  for (const key of ['receivables', 'payables'] as const) {
    const rows = validateRows(values[key]);
    // Formik's list errors leave a hole for each valid row.
    if (rows) errors[key] = rows as FormikErrors<FeeRow>[];
  }
  return errors;
}

function FeesEditor({ orderCode, fees, readOnly, currencies, onSaved }: FeesEditorProps) {
  // What the server holds per side: a side differs from it when it has unsaved changes.
  const [baseline, setBaseline] = useState<FeeFormValues>(() => initialValues(fees));
  // The version each side's baseline was read at.
  const [versions, setVersions] = useState<Record<FeeSide, number>>(() => ({
    RECEIVABLE: versionOf(fees, 'RECEIVABLE'),
    PAYABLE: versionOf(fees, 'PAYABLE'),
  }));
  const [serverTotals, setServerTotals] = useState(fees.totals);
  return (
    <Formik<FeeFormValues>
      initialValues={baseline}
      validate={validate}
      validateOnBlur={false}
      onSubmit={() => undefined}
    >
      <Stack gap="3">
        <LiveCreditWarnings credit={fees.clientCredit ?? null} />
        {sides.map((side) => (
          <FeeSidePanel
            key={side}
            side={side}
            orderCode={orderCode}
            readOnly={readOnly}
            currencies={currencies}
            baseline={baseline[sideKeys[side]]}
            version={versions[side]}
            onStored={(next, totals, version) => {
              setBaseline((b) => ({ ...b, ...next }));
              if (totals) setServerTotals(totals);
              if (version !== undefined) setVersions((v) => ({ ...v, [side]: version }));
            }}
            onSaved={onSaved}
          />
        ))}
        <FeeTotalsCard baseline={baseline} serverTotals={serverTotals} />
      </Stack>
    </Formik>
  );
}

type Totals = OrderFeesSection_FeesFragment['totals'];

interface FeeSidePanelProps {
  side: FeeSide;
  orderCode: string;
  readOnly: boolean;
  currencies: readonly DictOption[];
  baseline: readonly FeeRow[];
  /** The side's version the baseline was read at. */
  version: number;
  /**
   * The stored rows of one or both sides changed (and, after a save, the server's totals and the
   * side's new version).
   */
  onStored: (next: Partial<FeeFormValues>, totals?: Totals, version?: number) => void;
  onSaved?: () => unknown;
}

function FeeSidePanel({
  side,
  orderCode,
  readOnly,
  currencies,
  baseline,
  version,
  onStored,
  onSaved,
}: FeeSidePanelProps) {
  const formik = useFormikContext<FeeFormValues>();
  const client = useApolloClient();
  const key = sideKeys[side];
  const label = sideLabels[side];
  const rows = formik.values[key];
  const dirty = rowsSignature(rows) !== rowsSignature(baseline);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [templateOpen, setTemplateOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // A save refused because someone changed the side since it was read: their message, what this
  // user had typed (null: a submission refused, nothing typed), and whether it has been reloaded.
  const [conflict, setConflict] = useState<{
    message: string;
    typed: FeeRow[] | null;
    reloaded: boolean;
  } | null>(null);
  const [reloading, setReloading] = useState(false);
  const [saveLines, saving] = useMutation(SaveFeeLinesDocument, {
    context: { skipErrorToast: true },
  });
  const [submitLines, submitting] = useMutation(SubmitFeeLinesDocument);
  // The fee statements are documents this project's back end makes (legacy mode: none).
  const noDocuments = useBackendFeatures().unavailable('documents');
  const [statementLink] = useMutation(FeeStatementLinkDocument, {
    context: { skipErrorToast: true },
  });

  // The stored fees replace this side; the other side keeps what is being typed there.
  const storeFees = (result: OrderFeesSection_FeesFragment) => {
    const stored = rowsOf(side === 'RECEIVABLE' ? result.receivables : result.payables);
    void formik.setFieldValue(key, stored);
    void formik.setTouched({ ...formik.touched, [key]: undefined }, false);
    setTried(false);
    setSelected(new Set());
    onStored({ [key]: stored }, result.totals, versionOf(result, side));
  };

  // What is stored now replaces the side; what the user typed stays listed under the notice.
  const reload = async () => {
    setReloading(true);
    try {
      const result = await client.query({
        query: OrderFeesDocument,
        variables: { orderCode },
        fetchPolicy: 'network-only',
      });
      if (result.data) {
        storeFees(result.data.orderFees);
        // A refused submission typed nothing to enter again: the lines as stored now are shown.
        setConflict((c) => (c && c.typed ? { ...c, reloaded: true } : null));
      }
    } finally {
      setReloading(false);
    }
  };

  const save = async () => {
    // Nothing changed: nothing is sent, so what is stored stays exactly as it is.
    if (!dirty) {
      showWarning(`${label}费用没有修改，无需保存`);
      return;
    }
    const errors = await formik.validateForm();
    if (errors[key]) {
      setTried(true);
      showError(`请检查${label}费用中标红的内容`);
      return;
    }
    try {
      const result = await saveLines({
        variables: {
          orderCode,
          side,
          lines: rows.map(inputOf),
          expectedVersion: version,
          readIds: baseline.flatMap((r) => (r.id ? [r.id] : [])),
        },
      });
      if (!result.data) return;
      storeFees(result.data.saveFeeLines);
      setConflict(null);
      showSuccess('保存成功');
    } catch (error) {
      const message = conflictOf(error);
      if (message !== null) {
        setConflict({ message, typed: rows, reloaded: false });
        showError(message);
      } else showSaveFailure(error);
      return;
    }
    await onSaved?.();
  };

  // The refused batch: each message names its line; it shows under the cell too when it says which.
  const showSaveFailure = (error: unknown) =>
    applyServerErrors(formik, error, (path) => cellOfInputField(key, path));

  const submit = async () => {
    const chosen = rows.filter((r) => r.id !== null && selected.has(r.id));
    const ids = chosen.flatMap((r) => (r.id ? [r.id] : []));
    if (ids.length === 0) return showWarning(`请选择要提交审核的${label}费用`);
    if (dirty) return showWarning(`请先保存${label}费用，再提交审核`);
    // Each line as read: one changed since by someone else refuses the whole submission.
    const expectedVersions = chosen.map((r) => r.version ?? 0);
    const result = await submitLines({ variables: { side, ids, expectedVersions } }).catch(
      (error: unknown) => {
        const message = conflictOf(error);
        if (message !== null) setConflict({ message, typed: null, reloaded: false });
        return null;
      },
    );
    if (!result?.data) return;
    setConflict(null);
    const changed = new Map<string, OrderFeesSection_LineFragment>(
      result.data.submitFeeLines.lines.map((l) => [l.id, l]),
    );
    // In place: the submitted lines take their new status; order and other rows stay.
    const update = (list: readonly FeeRow[]) =>
      list.map((r) => {
        const line = r.id ? changed.get(r.id) : undefined;
        return line ? rowOf(line) : r;
      });
    void formik.setFieldValue(key, update(rows));
    setSelected(new Set());
    // The submission moved the side's version: the next save is based on the new one.
    const fresh = await client
      .query({ query: OrderFeesDocument, variables: { orderCode }, fetchPolicy: 'network-only' })
      .catch(() => null);
    onStored(
      { [key]: update(baseline) },
      undefined,
      fresh?.data ? versionOf(fresh.data.orderFees, side) : undefined,
    );
    showSuccess(result.data.submitFeeLines.message || '提交成功');
  };

  const download = async (statement: FeeStatement) => {
    setDownloading(true);
    await downloadThrough(async () => {
      const result = await statementLink({ variables: { orderCode, statement } });
      return result.data?.feeStatementLink.url;
    });
    setDownloading(false);
  };

  return (
    <Card.Root size="sm" variant="outline" as="section" aria-label={`${label}费用`}>
      <Card.Header borderBottomWidth="1px" pb="2">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <HStack gap="2">
            <Heading as="h3" size="sm">
              {label}费用
            </Heading>
            {dirty && !readOnly ? (
              <Text fontSize="xs" color="orange.600">
                有未保存的修改
              </Text>
            ) : null}
          </HStack>
          <HStack gap="2" wrap="wrap">
            {noDocuments ? null : (
              <Menu.Root
                onSelect={(d) => void download(d.value as FeeStatement)}
                positioning={{ placement: 'bottom-end' }}
              >
                <Menu.Trigger asChild>
                  <Button size="xs" variant="outline" loading={downloading}>
                    {label}对账单
                    <ChevronDownIcon />
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content minW="36">
                      <Menu.Item value={statements[side].xlsx}>{label}对账单 Excel</Menu.Item>
                      <Menu.Item value={statements[side].pdf}>{label}对账单 PDF</Menu.Item>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            )}
            {readOnly ? null : (
              <>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() =>
                    dirty ? showWarning(`请先保存${label}费用，再使用模板`) : setTemplateOpen(true)
                  }
                >
                  使用模板
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  loading={submitting.loading}
                  disabled={selected.size === 0}
                  onClick={() => void submit()}
                >
                  提交审核
                </Button>
                <Button size="xs" loading={saving.loading} onClick={() => void save()}>
                  保存
                </Button>
              </>
            )}
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body pt="3" gap="3">
        {conflict ? (
          <ConflictNotice
            message={conflict.message}
            onReload={() => void reload()}
            reloading={reloading}
            unsaved={
              conflict.reloaded && conflict.typed ? <TypedRows rows={conflict.typed} /> : undefined
            }
            description={
              conflict.typed
                ? undefined
                : '提交审核未执行；重新加载后显示他人保存的费用，请核对后再提交。'
            }
            onDismiss={conflict.reloaded ? () => setConflict(null) : undefined}
          />
        ) : null}
        <FeeLinesGrid
          side={side}
          orderCode={orderCode}
          currencies={currencies}
          readOnly={readOnly}
          selected={selected}
          onSelectedChange={setSelected}
          showAllErrors={tried}
        />
      </Card.Body>
      {readOnly ? null : (
        <TemplateDialog
          open={templateOpen}
          side={side}
          orderCode={orderCode}
          onClose={() => setTemplateOpen(false)}
          onApplied={(result) => {
            storeFees(result);
            showSuccess('模板费用已添加');
            void onSaved?.();
          }}
        />
      )}
    </Card.Root>
  );
}

/** The rows a user typed before a conflict, as text to enter again. */
function TypedRows({ rows }: { rows: readonly FeeRow[] }) {
  return (
    <Stack as="ul" gap="0.5" fontSize="sm" pl="4" aria-label="未保存的费用">
      {rows.map((r) => (
        <Text as="li" key={r.key}>
          {r.feeName || '（未选费用）'}：单价 {r.unitPrice || '—'} × 数量 {r.quantity || '—'}{' '}
          {r.currencyName} {r.settlementUnitName ? `结算单位 ${r.settlementUnitName}` : ''}
          {r.remark ? ` 备注 ${r.remark}` : ''}
        </Text>
      ))}
    </Stack>
  );
}

interface TemplateDialogProps {
  open: boolean;
  side: FeeSide;
  orderCode: string;
  onClose: () => void;
  onApplied: (fees: OrderFeesSection_FeesFragment) => void;
}

/** 使用模板: a template of the side, and the settlement unit for its lines that name none. */
function TemplateDialog({ open, side, orderCode, onClose, onApplied }: TemplateDialogProps) {
  const client = useApolloClient();
  const label = sideLabels[side];
  const templates = useQuery(FeeTemplateChoicesDocument, {
    variables: { side },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const [templateId, setTemplateId] = useState('');
  const [unit, setUnit] = useState<string | null>(null);
  const [apply, applying] = useMutation(ApplyFeeTemplateDocument);
  const list = templates.data?.feeTemplates ?? [];

  const loadUnits = async (keyword: string): Promise<PickerOffers> => {
    const result = await client.query({
      query: FeeLineSettlementUnitsDocument,
      variables: { side, orderCode, keyword: keyword.trim() || null, limit: PICKER_ASK },
    });
    return pickerOffers(
      (result.data?.feeSettlementUnits ?? []).map((o) => ({
        id: o.unit.id,
        label: o.unit.name,
      })),
    );
  };

  const confirm = async () => {
    if (!templateId) return showWarning('请选择模板');
    const result = await apply({
      variables: { orderCode, side, templateId, settlementUnitId: unit },
    }).catch(() => null);
    if (!result?.data) return;
    onApplied(result.data.applyFeeTemplate);
    setTemplateId('');
    setUnit(null);
    onClose();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>使用{label}费用模板</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <NativeSelect.Root size="sm" disabled={templates.loading && list.length === 0}>
                  <NativeSelect.Field
                    aria-label="费用模板"
                    value={templateId}
                    onChange={(e) => setTemplateId(e.currentTarget.value)}
                  >
                    <option value="">
                      {templates.loading && list.length === 0
                        ? '加载中…'
                        : list.length === 0
                          ? '暂无模板'
                          : '请选择模板'}
                    </option>
                    {list.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}（{t.detailCount}项）
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Stack gap="1">
                  <Text fontSize="sm">结算单位（模板中未指定时使用）</Text>
                  <RecordPicker
                    label="模板结算单位"
                    value={unit}
                    load={loadUnits}
                    onChange={(id) => setUnit(id)}
                  />
                  {side === 'RECEIVABLE' ? (
                    <Text fontSize="xs" color="fg.muted">
                      不选时使用订单的委托客户
                    </Text>
                  ) : null}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                取消
              </Button>
              <Button loading={applying.loading} onClick={() => void confirm()}>
                确定
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The server's totals while nothing is being edited; otherwise what the grid now adds up to. */
function FeeTotalsCard({
  baseline,
  serverTotals,
}: {
  baseline: FeeFormValues;
  serverTotals: Totals;
}) {
  const { values } = useFormikContext<FeeFormValues>();
  const edited =
    rowsSignature(values.receivables) !== rowsSignature(baseline.receivables) ||
    rowsSignature(values.payables) !== rowsSignature(baseline.payables);
  const live = feeTotals(values.receivables.map(moneyLineOf), values.payables.map(moneyLineOf));
  const shown: FeeTotalsView = edited ? live : serverTotalsView(serverTotals);
  return (
    <Card.Root size="sm" variant="outline" as="section" aria-label="费用合计">
      <Card.Header borderBottomWidth="1px" pb="2">
        <HStack gap="2">
          <Heading as="h3" size="sm">
            费用合计
          </Heading>
          {edited ? (
            <Text fontSize="xs" color="fg.muted">
              含未保存的修改，保存后以服务器计算为准
            </Text>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body pt="3" gap="3">
        <FeeTotalsTable totals={shown} />
        {shown.missingRates > 0 ? (
          <Text fontSize="xs" color="orange.600">
            有 {shown.missingRates} 条费用尚无汇率，未计入人民币合计；保存后按当日汇率折算
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The client's credit warnings with the receivables typed but not yet saved counted in (new rows
 * settled with the order's client, in CNY at their rates): over the limit before saving.
 */
function LiveCreditWarnings({ credit }: { credit: OrderFeesSection_FeesFragment['clientCredit'] }) {
  const { values } = useFormikContext<FeeFormValues>();
  const unsaved = values.receivables
    .filter((r) => r.id === null && credit && r.settlementUnitId === credit.clientId)
    .map((r) => cnyMoneyOf(moneyLineOf(r)) ?? '0');
  return <CreditWarnings credit={credit ?? null} unsavedCny={sumDecimals(unsaved)} />;
}
