import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Checkbox, Field, Input, NativeSelect, Table } from '@chakra-ui/react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import {
  FeeLineExchangeRateDocument,
  FeeLineFeeTypesDocument,
  FeeLineSettlementUnitsDocument,
} from '../../__generated__/graphql.ts';
import type {
  FeeApproveStatus,
  FeeLineFeeTypesQuery,
  FeeSide,
} from '../../__generated__/graphql.ts';
import type { DictOption } from '../../components/form/DictSelect.tsx';
import { formatDecimal } from '../../components/form/decimal.ts';
import { sanitizeNumericText } from '../../components/form/numericText.ts';
import { ReadOnlyValue } from '../../components/form/FieldShell.tsx';
import { ReadOnlyScope, useReadOnly } from '../../components/form/ReadOnly.tsx';
import { RecordPicker } from '../../components/form/RecordPicker.tsx';
import type { RecordOption } from '../../components/form/RecordPicker.tsx';
import { PICKER_ASK, pickerOffers } from '../../components/form/recordLabel.ts';
import type { PickerOffers } from '../../components/form/recordLabel.ts';
import { HeaderCell, columnWidth } from '../../components/form/HeaderCell.tsx';
import { HistoryButton } from '../history/RecordTabs.tsx';
import { editableRowsCss } from '../../components/list/tableCss.ts';
import type { BadgePalette } from '../../theme.ts';
import { cnyCurrency } from './feeMath.ts';
import { moneyOf, newFeeRow, sideKeys, submittable } from './feeRows.ts';
import type { FeeFormValues, FeeRow } from './feeRows.ts';

type FeeTypeChoice = FeeLineFeeTypesQuery['feeTypeOptions'][number];

const pickerLimit = 20;

/**
 * The grid's rows and cells are plain elements styled by its table (Chakra's `native` table): a
 * fee section draws some two hundred cells, and as styled components each computed and hashed
 * its styles.
 */
const feeGridCss = {
  ...editableRowsCss,
  '& td[data-pad]': { pt: '2.5' },
  '& td[data-money]': {
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  '& td[data-settled=full]': { color: 'green.600' },
  '& td[data-settled=part]': { color: 'orange.600' },
} as const;

const statusPalettes: Record<FeeApproveStatus, BadgePalette> = {
  WTJ: 'gray',
  DSH: 'orange',
  YSH: 'green',
  BH: 'red',
};

export function FeeStatusBadge({
  status,
  name,
}: {
  status: FeeApproveStatus | null;
  name: string;
}) {
  // Chakra's small Badge as the theme's `.status-badge` (one on every fee line).
  if (!status) {
    return (
      <span className="status-badge" data-variant="outline" data-palette="blue">
        未保存
      </span>
    );
  }
  return (
    <span className="status-badge" data-palette={statusPalettes[status]}>
      {name || status}
    </span>
  );
}

export interface FeeLinesGridProps {
  side: FeeSide;
  orderCode: string;
  currencies: readonly DictOption[];
  readOnly: boolean;
  /** Ids of the rows chosen for 提交审核. */
  selected: ReadonlySet<string>;
  onSelectedChange: (ids: Set<string>) => void;
  /** Show every cell's message (after a save was tried), not only touched ones. */
  showAllErrors: boolean;
}

/**
 * One side's fee lines: a row per line, editable while the server says so (WTJ, BH); money is
 * unit price × quantity computed exactly until the server's value is back.
 */
export function FeeLinesGrid({
  side,
  orderCode,
  currencies,
  readOnly,
  selected,
  onSelectedChange,
  showAllErrors,
}: FeeLinesGridProps) {
  const client = useApolloClient();
  const formik = useFormikContext<FeeFormValues>();
  const key = sideKeys[side];
  const rows = formik.values[key];
  const sideLabel = side === 'RECEIVABLE' ? '应收' : '应付';
  const feeTypes = useRef(new Map<string, FeeTypeChoice>());

  const errorAt = (path: string): string | undefined => {
    const error: unknown = getIn(formik.errors, path);
    if (typeof error !== 'string') return undefined;
    return showAllErrors || getIn(formik.touched, path) ? error : undefined;
  };
  const set = (path: string, value: unknown) => void formik.setFieldValue(path, value);
  const touch = (path: string) => void formik.setFieldTouched(path, true);

  const loadFeeTypes = async (keyword: string): Promise<RecordOption[]> => {
    const result = await client.query({
      query: FeeLineFeeTypesDocument,
      variables: { keyword: keyword.trim() || null, limit: pickerLimit },
    });
    const list = (result.data?.feeTypeOptions ?? []).filter((t) =>
      side === 'RECEIVABLE' ? t.isReceivable : t.isPayable,
    );
    for (const t of list) feeTypes.current.set(t.id, t);
    return list.map((t) => ({ id: t.id, label: `${t.feeName}（${t.feeCode}）` }));
  };

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

  // A new currency brings the rate in force (1 for CNY); left blank the server fills it.
  const fillRate = async (path: string, currency: string) => {
    if (currency === cnyCurrency) return set(`${path}.exchangeRate`, '1');
    set(`${path}.exchangeRate`, '');
    if (!currency) return;
    try {
      const result = await client.query({
        query: FeeLineExchangeRateDocument,
        variables: { originalCurrency: currency },
      });
      const rate = result.data?.currentExchangeRate?.exchangeRate;
      if (rate) set(`${path}.exchangeRate`, rate);
    } catch {
      // No rate in force: the line is saved without one and the server names the problem.
    }
  };

  const setCurrency = (path: string, currency: string) => {
    set(`${path}.currency`, currency);
    set(`${path}.currencyName`, currencies.find((c) => c.code === currency)?.name ?? '');
    void fillRate(path, currency);
  };

  const numberInput = (
    row: FeeRow,
    i: number,
    field: 'unitPrice' | 'quantity' | 'exchangeRate',
    title: string,
    placeholder?: string,
  ) => {
    const path = `${key}.${i}.${field}`;
    const name = `${title}（${sideLabel}第${i + 1}行）`;
    if (readOnly || !row.editable) {
      return (
        <ReadOnlyValue align="end" label={name}>
          {row[field]}
        </ReadOnlyValue>
      );
    }
    return (
      <Cell error={errorAt(path)}>
        <Input
          size="xs"
          aria-label={name}
          inputMode="decimal"
          textAlign="end"
          value={row[field]}
          placeholder={placeholder}
          disabled={readOnly || !row.editable}
          onChange={(e) =>
            set(
              path,
              sanitizeNumericText(e.currentTarget.value, { decimals: true, negative: false }),
            )
          }
          onBlur={() => touch(path)}
        />
      </Cell>
    );
  };

  const selectable = rows.filter(submittable).map((r) => r.id as string);
  const allChosen = selectable.length > 0 && selectable.every((id) => selected.has(id));
  const editing = !readOnly;

  return (
    <FieldArray name={key}>
      {(helpers) => (
        <Box role="group" aria-label={`${sideLabel}费用`}>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" native aria-label={`${sideLabel}费用明细`} css={feeGridCss}>
              <thead>
                <tr>
                  {editing ? (
                    <th style={{ width: columnWidth('8') }}>
                      <Checkbox.Root
                        size="xs"
                        checked={allChosen}
                        disabled={selectable.length === 0}
                        onCheckedChange={(e) =>
                          onSelectedChange(new Set(e.checked === true ? selectable : []))
                        }
                      >
                        <Checkbox.HiddenInput aria-label={`全选可提交的${sideLabel}费用`} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </th>
                  ) : null}
                  <th style={{ width: columnWidth('10') }}>序号</th>
                  <HeaderCell required>费用名称</HeaderCell>
                  <HeaderCell required width="110px">
                    单价
                  </HeaderCell>
                  <HeaderCell required width="80px">
                    数量
                  </HeaderCell>
                  <HeaderCell required width="100px">
                    币种
                  </HeaderCell>
                  <HeaderCell width="90px">汇率</HeaderCell>
                  <th style={{ width: '110px' }} data-align="end">
                    金额
                  </th>
                  <th style={{ width: '100px' }} data-align="end">
                    已核销
                  </th>
                  <th style={{ width: '100px' }} data-align="end">
                    未核销
                  </th>
                  <HeaderCell required>结算单位</HeaderCell>
                  <HeaderCell width="120px">发票号</HeaderCell>
                  <th style={{ width: '80px' }}>状态</th>
                  {editing ? <th style={{ width: columnWidth('12') }}>操作</th> : null}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => {
                  const path = `${key}.${i}`;
                  const locked = readOnly || !row.editable;
                  const money = moneyOf(row);
                  return (
                    <tr key={row.key} data-status={row.approveStatus ?? 'NEW'}>
                      {/* A line that cannot be edited is shown as text, names in full. */}
                      <ReadOnlyScope readOnly={locked}>
                        {editing ? (
                          <td data-pad="">
                            {submittable(row) ? (
                              <Checkbox.Root
                                size="xs"
                                checked={selected.has(row.id as string)}
                                onCheckedChange={(e) => {
                                  const next = new Set(selected);
                                  if (e.checked === true) next.add(row.id as string);
                                  else next.delete(row.id as string);
                                  onSelectedChange(next);
                                }}
                              >
                                <Checkbox.HiddenInput aria-label={`选择${sideLabel}第${i + 1}行`} />
                                <Checkbox.Control />
                              </Checkbox.Root>
                            ) : null}
                          </td>
                        ) : null}
                        <td data-pad="">{i + 1}</td>
                        <td style={{ minWidth: '200px' }}>
                          <Cell error={errorAt(`${path}.feeTypeId`)}>
                            <RecordPicker
                              label={`费用名称（${sideLabel}第${i + 1}行）`}
                              value={row.feeTypeId || null}
                              valueLabel={
                                row.feeName ? `${row.feeName}（${row.feeCode}）` : undefined
                              }
                              load={loadFeeTypes}
                              disabled={locked}
                              invalid={Boolean(errorAt(`${path}.feeTypeId`))}
                              onChange={(id) => {
                                const type = id ? feeTypes.current.get(id) : undefined;
                                set(`${path}.feeTypeId`, id ?? '');
                                set(`${path}.feeCode`, type?.feeCode ?? '');
                                set(`${path}.feeName`, type?.feeName ?? '');
                                if (type) setCurrency(path, type.currencyId?.code ?? cnyCurrency);
                                touch(`${path}.feeTypeId`);
                              }}
                            />
                          </Cell>
                        </td>
                        <td>{numberInput(row, i, 'unitPrice', '单价', '0.00')}</td>
                        <td>{numberInput(row, i, 'quantity', '数量')}</td>
                        <td>
                          {locked ? (
                            <ReadOnlyValue label={`币种（${sideLabel}第${i + 1}行）`}>
                              {row.currencyName || row.currency}
                            </ReadOnlyValue>
                          ) : (
                            <Cell error={errorAt(`${path}.currency`)}>
                              <NativeSelect.Root size="xs">
                                <NativeSelect.Field
                                  aria-label={`币种（${sideLabel}第${i + 1}行）`}
                                  value={row.currency}
                                  onChange={(e) => setCurrency(path, e.currentTarget.value)}
                                >
                                  <option value="">请选择</option>
                                  {currencies.some((c) => c.code === row.currency) ||
                                  !row.currency ? null : (
                                    <option value={row.currency}>
                                      {row.currencyName || row.currency}
                                    </option>
                                  )}
                                  {currencies.map((c) => (
                                    <option key={c.code} value={c.code}>
                                      {c.name}
                                    </option>
                                  ))}
                                </NativeSelect.Field>
                                <NativeSelect.Indicator />
                              </NativeSelect.Root>
                            </Cell>
                          )}
                        </td>
                        <td>{numberInput(row, i, 'exchangeRate', '汇率', '自动')}</td>
                        <td data-pad="" data-money="" data-testid={`${key}-money-${i}`}>
                          {money === null ? '—' : formatDecimal(money, 2)}
                        </td>
                        <td data-pad="" data-money="" data-testid={`${key}-writeoff-${i}`}>
                          {row.writeOffMoney === null ? '—' : formatDecimal(row.writeOffMoney, 2)}
                        </td>
                        <td
                          data-pad=""
                          data-money=""
                          data-settled={settledState(row.writeOffMoney, row.outstandingMoney)}
                          data-testid={`${key}-outstanding-${i}`}
                        >
                          {row.outstandingMoney === null
                            ? '—'
                            : formatDecimal(row.outstandingMoney, 2)}
                        </td>
                        <td style={{ minWidth: '240px' }}>
                          <Cell error={errorAt(`${path}.settlementUnitId`)}>
                            <RecordPicker
                              label={`结算单位（${sideLabel}第${i + 1}行）`}
                              value={row.settlementUnitId || null}
                              valueLabel={row.settlementUnitName || undefined}
                              load={loadUnits}
                              disabled={locked}
                              invalid={Boolean(errorAt(`${path}.settlementUnitId`))}
                              onChange={(id, record) => {
                                set(`${path}.settlementUnitId`, id ?? '');
                                set(`${path}.settlementUnitName`, record?.label ?? '');
                                touch(`${path}.settlementUnitId`);
                              }}
                            />
                          </Cell>
                        </td>
                        <td>
                          {locked ? (
                            <ReadOnlyValue label={`发票号（${sideLabel}第${i + 1}行）`}>
                              {row.invoiceNo}
                            </ReadOnlyValue>
                          ) : (
                            <Cell error={errorAt(`${path}.invoiceNo`)}>
                              <Input
                                size="xs"
                                aria-label={`发票号（${sideLabel}第${i + 1}行）`}
                                value={row.invoiceNo}
                                maxLength={50}
                                onChange={(e) => set(`${path}.invoiceNo`, e.currentTarget.value)}
                                onBlur={() => touch(`${path}.invoiceNo`)}
                              />
                            </Cell>
                          )}
                        </td>
                        <td data-pad="">
                          <div className="row-actions">
                            <FeeStatusBadge
                              status={row.approveStatus}
                              name={row.approveStatusName}
                            />
                            {row.id ? (
                              <HistoryButton
                                typeName="FeeLine"
                                variables={{ id: row.id }}
                                title={`${sideLabel}第${i + 1}行 ${row.feeName}`}
                                label={`${sideLabel}第${i + 1}行的历史`}
                              />
                            ) : null}
                          </div>
                        </td>
                        {editing ? (
                          <td>
                            {row.editable ? (
                              <button
                                type="button"
                                className="row-action"
                                data-danger=""
                                aria-label={`删除${sideLabel}第${i + 1}行`}
                                onClick={() => {
                                  if (row.id && selected.has(row.id)) {
                                    const next = new Set(selected);
                                    next.delete(row.id);
                                    onSelectedChange(next);
                                  }
                                  helpers.remove(i);
                                }}
                              >
                                删除
                              </button>
                            ) : null}
                          </td>
                        ) : null}
                      </ReadOnlyScope>
                    </tr>
                  );
                })}
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={15} data-empty="">
                      暂无数据
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </Table.Root>
          </Table.ScrollArea>
          {editing ? (
            <Button mt="2" size="xs" variant="outline" onClick={() => helpers.push(newFeeRow())}>
              + 添加{sideLabel}费用
            </Button>
          ) : null}
        </Box>
      )}
    </FieldArray>
  );
}

function Cell({
  error,
  disabled,
  children,
}: {
  error: string | undefined;
  disabled?: boolean;
  children: ReactNode;
}) {
  // A line shown as text: Chakra's field frame as a plain element (`.field`); the value names
  // itself.
  const readOnly = useReadOnly();
  if (readOnly && !error) return <div className="field">{children}</div>;
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      {children}
      {error ? (
        <Field.ErrorText fontSize="xs" mt="0.5">
          {error}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}

/** Settled in full reads green, part-settled orange, untouched as plain text (feeGridCss). */
function settledState(writtenOff: string | null, outstanding: string | null) {
  if (writtenOff === null || outstanding === null) return undefined;
  return /^0(\.0+)?$/.test(outstanding) ? 'full' : 'part';
}
