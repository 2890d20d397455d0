import {
  Box,
  Button,
  Checkbox,
  CheckboxGroup,
  Field,
  Flex,
  Input,
  NativeSelect,
  Switch,
  Table,
  Text,
} from '@chakra-ui/react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { normalizeDecimal } from './decimal.ts';
import { sanitizeNumericText } from './numericText.ts';
import { RecordPicker } from './RecordPicker.tsx';
import type { RecordOption } from './RecordPicker.tsx';
import type { PickerOffers } from './recordLabel.ts';
import type { SelectOption } from './SelectField.tsx';
import { useFieldDisabled, useReadOnly } from './ReadOnly.tsx';
import { ReadOnlyValue } from './FieldShell.tsx';
import { HeaderCell, columnWidth } from './HeaderCell.tsx';
import { formatDecimal } from './decimal.ts';
import { EARLIEST_DATE, LATEST_DATE } from '../../../../model/calendarDate.ts';
import { editableRowsCss } from '../list/tableCss.ts';

export type LineItemKind =
  'text' | 'int' | 'decimal' | 'money' | 'date' | 'select' | 'multiselect' | 'flag' | 'record';

export interface LineItemColumn {
  /** The property of each row ('contactTel'). */
  key: string;
  title: string;
  /** Default 'text'. int rows hold numbers; decimal and money hold Decimal strings. */
  kind?: LineItemKind;
  /** Choices of a 'select' or 'multiselect' column (a multiselect row holds a list of codes). */
  options?: readonly SelectOption[];
  /** Records of a 'record' column (the row holds the id). */
  loadRecords?: (keyword: string) => Promise<readonly RecordOption[] | PickerOffers>;
  /** The label of a row's chosen record in a 'record' column, read from the row. */
  recordLabel?: (row: Record<string, unknown>) => string | undefined;
  /** Looks up a row's chosen record the column does not know (see RecordPicker's resolve). */
  resolveRecord?: (id: string) => Promise<RecordOption | null>;
  required?: boolean;
  width?: string;
  placeholder?: string;
  /** Stored values of a 'flag' column; default Y / N. */
  flagValues?: readonly [on: string, off: string];
  /** A cell worked out from the row's other cells (shown, not typed; the server keeps it). */
  compute?: (row: Record<string, unknown>) => string | null;
}

export interface LineItemsFieldProps {
  /** The form's array property ('contacts', 'banks', 'boxList', 'feeList'). */
  name: string;
  label?: string;
  columns: readonly LineItemColumn[];
  /** A new empty row, with a value for every column. */
  newRow: () => Record<string, unknown>;
  /** Rows that cannot be removed (e.g. 1 keeps at least one contact). */
  minRows?: number;
  maxRows?: number;
  disabled?: boolean;
  addText?: string;
  /** Extra content under the table (a total). */
  footer?: ReactNode;
}

interface CellProps {
  path: string;
  column: LineItemColumn;
  rowNumber: number;
  disabled: boolean;
}

function Cell({ path, column, rowNumber, disabled }: CellProps) {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } =
    useFormikContext<FormikValues>();
  const raw: unknown = getIn(values, path);
  const error: unknown = getIn(errors, path);
  const shown =
    typeof error === 'string' && (Boolean(getIn(touched, path)) || submitCount > 0)
      ? error
      : undefined;
  const ariaLabel = `${column.title}（第${rowNumber}行）`;
  const set = (value: unknown) => void setFieldValue(path, value);
  const blur = () => void setFieldTouched(path, true);
  const kind = column.kind ?? 'text';
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  const readOnly = useReadOnly();
  const labelOf = (code: unknown) => column.options?.find((o) => o.value === code)?.label;

  let control: ReactNode;
  if (readOnly && !column.compute && kind !== 'record') {
    // A read-only row is text: choices by their names, flags as 是/否, money with separators.
    const [on] = column.flagValues ?? ['Y', 'N'];
    const shown =
      kind === 'select'
        ? labelOf(raw)
        : kind === 'multiselect'
          ? (Array.isArray(raw) ? raw : []).map((c) => labelOf(c) ?? String(c)).join('、')
          : kind === 'flag'
            ? raw === on
              ? '是'
              : '否'
            : kind === 'money'
              ? formatDecimal(text)
              : text;
    const numeric = kind === 'int' || kind === 'decimal' || kind === 'money';
    control = (
      <ReadOnlyValue label={ariaLabel} align={numeric ? 'end' : 'start'}>
        {shown}
      </ReadOnlyValue>
    );
  } else if (column.compute) {
    const row = getIn(values, path.slice(0, path.lastIndexOf('.'))) as Record<string, unknown>;
    control = (
      <Text aria-label={ariaLabel} fontSize="sm" textAlign="end" py="1">
        {column.compute(row) ?? '—'}
      </Text>
    );
  } else if (kind === 'select') {
    control = (
      <NativeSelect.Root size="xs" disabled={disabled}>
        <NativeSelect.Field
          aria-label={ariaLabel}
          value={text}
          onChange={(e) => set(e.currentTarget.value)}
          onBlur={blur}
        >
          <option value="">{column.placeholder ?? '请选择'}</option>
          {(column.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  } else if (kind === 'multiselect') {
    control = (
      <CheckboxGroup
        aria-label={ariaLabel}
        value={Array.isArray(raw) ? (raw as string[]) : []}
        disabled={disabled}
        onValueChange={(value) => {
          set(value);
          blur();
        }}
      >
        <Flex gap="2" wrap="wrap" minHeight="7" align="center">
          {(column.options ?? []).map((o) => (
            <Checkbox.Root key={o.value} value={o.value} size="xs">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{o.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
      </CheckboxGroup>
    );
  } else if (kind === 'record') {
    const row = getIn(values, path.slice(0, path.lastIndexOf('.'))) as Record<string, unknown>;
    control = (
      <RecordPicker
        label={ariaLabel}
        value={text || null}
        valueLabel={column.recordLabel?.(row)}
        load={column.loadRecords}
        resolve={column.resolveRecord}
        disabled={disabled}
        invalid={Boolean(shown)}
        onChange={(id) => {
          set(id ?? '');
          blur();
        }}
      />
    );
  } else if (kind === 'flag') {
    const [on, off] = column.flagValues ?? ['Y', 'N'];
    control = (
      <Switch.Root
        size="sm"
        checked={raw === on}
        disabled={disabled}
        onCheckedChange={(e) => {
          set(e.checked ? on : off);
          blur();
        }}
      >
        <Switch.HiddenInput aria-label={ariaLabel} />
        <Switch.Control />
      </Switch.Root>
    );
  } else {
    const numeric = kind === 'int' || kind === 'decimal' || kind === 'money';
    control = (
      <Input
        size="xs"
        aria-label={ariaLabel}
        type={kind === 'date' ? 'date' : 'text'}
        {...(kind === 'date' ? { min: EARLIEST_DATE, max: LATEST_DATE } : {})}
        inputMode={kind === 'int' ? 'numeric' : numeric ? 'decimal' : undefined}
        textAlign={numeric ? 'end' : undefined}
        value={text}
        placeholder={column.placeholder ?? (kind === 'money' ? '0.00' : undefined)}
        disabled={disabled}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (!numeric) return set(value);
          const clean = sanitizeNumericText(value, { decimals: kind !== 'int', negative: false });
          if (kind === 'int') set(clean === '' ? null : Number(clean));
          else set(clean);
        }}
        onBlur={() => {
          if (kind === 'money') {
            const normalized = normalizeDecimal(text, 2);
            if (normalized !== null && normalized !== text) set(normalized);
          }
          blur();
        }}
      />
    );
  }
  // A read-only row's value: Chakra's field frame as a plain element (`.field`); it names itself.
  if (readOnly && !shown) return <div className="field">{control}</div>;
  return (
    <Field.Root invalid={Boolean(shown)} disabled={disabled}>
      {control}
      {shown ? (
        <Field.ErrorText fontSize="xs" mt="0.5">
          {shown}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}

/**
 * The list's rows and cells are plain elements styled by its table (Chakra's `native` table): an
 * order page shows several lists, and their cells as styled components each computed and hashed
 * their styles.
 */
const lineItemsCss = { ...editableRowsCss, '& td[data-pad]': { pt: '3' } } as const;

/**
 * An editable sub-list of a form (contacts, banks, boxes, fee lines): a row per item with the
 * declared columns, add and remove, and each cell's validation message under it.
 */
export function LineItemsField({
  name,
  label,
  columns,
  newRow,
  minRows = 0,
  maxRows,
  disabled: disabledProp = false,
  addText = '添加一行',
  footer,
}: LineItemsFieldProps) {
  const disabled = useFieldDisabled(disabledProp);
  const { values, errors, submitCount } = useFormikContext<FormikValues>();
  const rows = (getIn(values, name) as unknown[] | undefined) ?? [];
  const listError: unknown = getIn(errors, name);
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <Box role="group" aria-label={label ?? name}>
          {label ? (
            <Text fontWeight="medium" mb="2">
              {label}
            </Text>
          ) : null}
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" native css={lineItemsCss}>
              <thead>
                <tr>
                  <th style={{ width: columnWidth('12') }}>序号</th>
                  {columns.map((c) => (
                    <HeaderCell key={c.key} required={c.required} width={c.width}>
                      {c.title}
                    </HeaderCell>
                  ))}
                  {disabled ? null : <th style={{ width: columnWidth('16') }}>操作</th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((_, i) => (
                  <tr key={i}>
                    <td data-pad="">{i + 1}</td>
                    {columns.map((c) => (
                      <td key={c.key}>
                        <Cell
                          path={`${name}.${i}.${c.key}`}
                          column={c}
                          rowNumber={i + 1}
                          disabled={disabled}
                        />
                      </td>
                    ))}
                    {disabled ? null : (
                      <td>
                        <Button
                          variant="plain"
                          size="xs"
                          color="red.600"
                          px="0"
                          aria-label={`删除第${i + 1}行`}
                          disabled={rows.length <= minRows}
                          onClick={() => helpers.remove(i)}
                        >
                          删除
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={columns.length + 2} data-empty="">
                      暂无数据
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </Table.Root>
          </Table.ScrollArea>
          {typeof listError === 'string' && submitCount > 0 ? (
            <Text color="fg.error" fontSize="xs" mt="1" role="alert">
              {listError}
            </Text>
          ) : null}
          {disabled ? null : (
            <Button
              mt="2"
              size="xs"
              variant="outline"
              disabled={maxRows !== undefined && rows.length >= maxRows}
              onClick={() => helpers.push(newRow())}
            >
              + {addText}
            </Button>
          )}
          {footer}
        </Box>
      )}
    </FieldArray>
  );
}
