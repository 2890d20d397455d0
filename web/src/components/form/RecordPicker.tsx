import {
  Button,
  Combobox,
  HStack,
  Portal,
  Spinner,
  Text,
  createListCollection,
  useFilter,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { reportFailure } from '../feedback.ts';
import { FieldShell, ReadOnlyValue, useFormikField } from './FieldShell.tsx';
import { QuickCreateModal } from './QuickCreateModal.tsx';
import { useFieldDisabled, useReadOnly } from './ReadOnly.tsx';
import { chosenRecord, MORE_OFFERS, offeredRecords } from './recordLabel.ts';
import type { PickerOffers, RecordOption } from './recordLabel.ts';

export type { RecordOption } from './recordLabel.ts';

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
  /**
   * Or: loads the records matching a keyword ('' for the first page); called as the user types.
   * Offers with `more` (see pickerOffers) end with a note that more records match.
   */
  load?: (keyword: string) => Promise<readonly RecordOption[] | PickerOffers>;
  /** The chosen record's text while it is not among the loaded items (an edited record). */
  valueLabel?: string;
  /**
   * Looks up a chosen record the picker does not know (not offered, no valueLabel): a saved id
   * beyond the first page, a filter restored from the address bar.
   */
  resolve?: (id: string) => Promise<RecordOption | null>;
  quickCreate?: QuickCreate;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
}

const loadDelayMs = 300;

/**
 * A searchable select over records, with an optional "+ 新增" that creates and selects one.
 * The input shows the chosen record's text whenever the user is not typing: the text comes from
 * what the picker knows of the value (see chosenRecord), so a saved record shows on edit and
 * view even when the first page of offers does not hold it.
 */
export function RecordPicker({
  value,
  onChange,
  label,
  items,
  load,
  valueLabel,
  resolve,
  quickCreate,
  placeholder = '请输入关键字搜索',
  disabled,
  invalid,
}: RecordPickerProps) {
  const off = useFieldDisabled(disabled);
  const readOnly = useReadOnly();
  const textFilter = useFilter({ sensitivity: 'base' });
  const [loaded, setLoaded] = useState<readonly RecordOption[]>([]);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadedOnce, setLoadedOnce] = useState(false);
  const [creating, setCreating] = useState(false);
  const [extra, setExtra] = useState<RecordOption[]>([]);
  const [picked, setPicked] = useState<RecordOption | null>(null);
  const [resolved, setResolved] = useState<RecordOption | null>(null);
  /** What the user is typing; null while the input shows the chosen record. */
  const [typed, setTyped] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const lastKeyword = useRef<string | null>(null);

  const chosen = chosenRecord(
    value,
    [picked, ...extra, ...(items ?? []), ...loaded, resolved],
    valueLabel,
  );

  const runLoad = (keyword: string) => {
    if (!load) return;
    const call = ++latest.current;
    lastKeyword.current = keyword;
    setLoading(true);
    load(keyword)
      .then((found) => {
        if (call !== latest.current) return;
        const offers = 'records' in found ? found : { records: found, more: false };
        setLoaded(offers.records);
        setMore(offers.more);
      })
      .catch(reportFailure)
      .finally(() => {
        if (call === latest.current) setLoading(false);
        setLoadedOnce(true);
      });
  };

  // The first page of offers; a read-only picker offers nothing (its record is named by
  // valueLabel, or looked up by resolve).
  const needsFirstPage = Boolean(load) && !off;
  useEffect(() => {
    if (needsFirstPage && lastKeyword.current === null) runLoad('');
  }, [needsFirstPage]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A chosen record nothing else names is looked up once by its id; an answer for an id no
  // longer chosen names nothing (chosenRecord matches ids).
  const resolver = useRef(resolve);
  resolver.current = resolve;
  const askedFor = useRef<string | null>(null);
  const unknown = Boolean(value) && chosen === null && (!needsFirstPage || loadedOnce) && !loading;
  useEffect(() => {
    const lookUp = resolver.current;
    if (!unknown || !value || !lookUp || askedFor.current === value) return;
    askedFor.current = value;
    lookUp(value)
      .then((record) => {
        if (record) setResolved(record);
      })
      .catch(() => undefined);
  }, [unknown, value]);

  const source = load ? loaded : (items ?? []);
  const shown = !load && typed ? source.filter((r) => textFilter.contains(r.label, typed)) : source;
  const offered = offeredRecords(shown, typed === null ? [chosen, ...extra] : extra);
  const offeredKey = offered.map((r) => `${r.id}\u0000${r.label}`).join('\u0001');
  const collection = useMemo(
    () =>
      createListCollection<RecordOption>({
        items: offered,
        itemToString: (item) => item.label,
        itemToValue: (item) => item.id,
      }),
    // The content, not the array's identity, decides the offers.
    [offeredKey],
  );

  const onInput = (keyword: string) => {
    setTyped(keyword);
    if (!load) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => runLoad(keyword), loadDelayMs);
  };

  const stopTyping = () => {
    setTyped(null);
    clearTimeout(timer.current);
    // The next opening offers the first page again, not the last search's.
    if (load && lastKeyword.current) runLoad('');
  };

  if (readOnly) return <ReadOnlyValue label={label}>{chosen?.label}</ReadOnlyValue>;

  return (
    <HStack gap="2" align="stretch" width="full">
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        inputValue={typed ?? chosen?.label ?? ''}
        onValueChange={(e) => {
          const record = e.items[0] ?? null;
          setPicked(record);
          onChange(record?.id ?? null, record);
        }}
        onInputValueChange={(e) => {
          if (e.reason === 'input-change') onInput(e.inputValue);
          else stopTyping();
        }}
        openOnClick
        disabled={off}
        invalid={invalid}
        flex="1"
      >
        <Combobox.Control>
          {/* A name longer than the box is cut there: the tooltip reads it whole. */}
          <Combobox.Input
            placeholder={off ? undefined : placeholder}
            aria-label={label}
            title={typed === null ? chosen?.label : undefined}
          />
          <Combobox.IndicatorGroup>
            {loading ? <Spinner size="xs" /> : null}
            {off ? null : <Combobox.ClearTrigger aria-label="清除" />}
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
              {/* Not an option: plain text after them, as the empty state is. */}
              {load && more && !loading ? (
                <Text fontSize="xs" color="fg.muted" px="2" py="1" data-part="more-offers">
                  {MORE_OFFERS}
                </Text>
              ) : null}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {quickCreate && !off ? (
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
              setPicked(record);
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
  const off = useFieldDisabled(picker.disabled);
  return (
    <FieldShell
      label={picker.label}
      required={required}
      error={error}
      helperText={helperText}
      disabled={off}
    >
      <RecordPicker
        {...picker}
        disabled={off}
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
