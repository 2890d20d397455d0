import {
  Button,
  Combobox,
  HStack,
  Portal,
  Spinner,
  useFilter,
  useListCollection,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { reportFailure } from '../feedback.ts';
import { FieldShell, useFormikField } from './FieldShell.tsx';
import { QuickCreateModal } from './QuickCreateModal.tsx';

/** A record offered by a picker: its id and the text staff recognise it by. */
export interface RecordOption {
  id: string;
  label: string;
}

export interface QuickCreate {
  /** The modal's title, e.g. 新增客户. */
  title: string;
  /** The create form; call done(record) once saved. */
  render: (done: (record: RecordOption) => void, cancel: () => void) => ReactNode;
}

export interface RecordPickerProps {
  /** The chosen id, null when none. */
  value: string | null;
  onChange: (id: string | null, record: RecordOption | null) => void;
  /** The accessible name (and the label of RecordPickerField). */
  label: string;
  /** A fixed list, filtered as the user types. */
  items?: readonly RecordOption[];
  /** Or: loads the records matching a keyword ('' for the first page); called as the user types. */
  load?: (keyword: string) => Promise<readonly RecordOption[]>;
  /** The chosen record's text while it is not among the loaded items (an edited record). */
  valueLabel?: string;
  quickCreate?: QuickCreate;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
}

const loadDelayMs = 300;

/** A searchable select over records, with an optional "+ 新增" that creates and selects one. */
export function RecordPicker({
  value,
  onChange,
  label,
  items,
  load,
  valueLabel,
  quickCreate,
  placeholder = '请输入关键字搜索',
  disabled,
  invalid,
}: RecordPickerProps) {
  const textFilter = useFilter({ sensitivity: 'base' });
  const { collection, filter, set } = useListCollection<RecordOption>({
    // The chosen record is there from the first render: the input takes its text only then (or
    // when the value changes), so a record loaded later would leave an edited value blank.
    initialItems:
      value && valueLabel && !items?.some((r) => r.id === value)
        ? [...(items ?? []), { id: value, label: valueLabel }]
        : [...(items ?? [])],
    itemToString: (item) => item.label,
    itemToValue: (item) => item.id,
    filter: load ? undefined : (text, query) => textFilter.contains(text, query),
  });
  const [loading, setLoading] = useState(false);
  const [creating, setCreating] = useState(false);
  const [extra, setExtra] = useState<RecordOption[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  // Keep the chosen (or just created) record selectable even if the search did not return it.
  const withChosen = (list: readonly RecordOption[]): RecordOption[] => {
    const all = [...list];
    for (const record of extra) if (!all.some((r) => r.id === record.id)) all.push(record);
    if (value && valueLabel && !all.some((r) => r.id === value)) {
      all.push({ id: value, label: valueLabel });
    }
    return all;
  };

  const runLoad = (keyword: string) => {
    if (!load) return;
    const call = ++latest.current;
    setLoading(true);
    load(keyword)
      .then((found) => {
        if (call === latest.current) set(withChosen(found));
      })
      .catch(reportFailure)
      .finally(() => {
        if (call === latest.current) setLoading(false);
      });
  };

  const itemsKey = items?.map((i) => `${i.id}:${i.label}`).join('|');
  useEffect(() => {
    if (load) runLoad('');
    else set(withChosen(items ?? []));
    return () => clearTimeout(timer.current);
    // Reload when the fixed list or the chosen record changes; `load` is usually inline.
  }, [itemsKey, value, valueLabel, extra]);

  const onInput = (keyword: string) => {
    if (!load) return filter(keyword);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => runLoad(keyword), loadDelayMs);
  };

  return (
    <HStack gap="2" align="stretch" width="full">
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        onValueChange={(e) => {
          const record = e.items[0] ?? null;
          onChange(record?.id ?? null, record);
        }}
        onInputValueChange={(e) => onInput(e.inputValue)}
        openOnClick
        disabled={disabled}
        invalid={invalid}
        flex="1"
      >
        <Combobox.Control>
          <Combobox.Input placeholder={placeholder} aria-label={label} />
          <Combobox.IndicatorGroup>
            {loading ? <Spinner size="xs" /> : null}
            <Combobox.ClearTrigger aria-label="清除" />
            <Combobox.Trigger aria-label="展开选项" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>{loading ? '加载中…' : '暂无数据'}</Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.id}>
                  {item.label}
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {quickCreate && !disabled ? (
        <>
          <Button variant="outline" onClick={() => setCreating(true)}>
            + 新增
          </Button>
          <QuickCreateModal<RecordOption>
            open={creating}
            title={quickCreate.title}
            onClose={() => setCreating(false)}
            onCreated={(record) => {
              setExtra((list) => [...list, record]);
              onChange(record.id, record);
            }}
          >
            {quickCreate.render}
          </QuickCreateModal>
        </>
      ) : null}
    </HStack>
  );
}

export interface RecordPickerFieldProps extends Omit<
  RecordPickerProps,
  'value' | 'onChange' | 'invalid'
> {
  name: string;
  required?: boolean;
  helperText?: string;
  /** Also told the chosen record (to fill related fields, e.g. a client's contact). */
  onPick?: (record: RecordOption | null) => void;
}

/** RecordPicker bound to a formik field holding the id ('' or null when none). */
export function RecordPickerField({
  name,
  required,
  helperText,
  onPick,
  ...picker
}: RecordPickerFieldProps) {
  const { field, helpers, error } = useFormikField<string | null>(name);
  return (
    <FieldShell label={picker.label} required={required} error={error} helperText={helperText}>
      <RecordPicker
        {...picker}
        value={field.value || null}
        invalid={Boolean(error)}
        onChange={(id, record) => {
          void helpers.setValue(id ?? '');
          void helpers.setTouched(true, false);
          onPick?.(record);
        }}
      />
    </FieldShell>
  );
}
