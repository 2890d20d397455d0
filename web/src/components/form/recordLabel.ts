/** A record offered by a picker: its id and the text staff recognise it by. */
export interface RecordOption {
  id: string;
  label: string;
}

/**
 * The record a picker's value stands for, from what the picker knows: a record it just picked or
 * created, the records it offers or loaded, one it looked up by id; then the label the page
 * passed for the saved value (it may describe a value picked before, so it comes last).
 */
export function chosenRecord(
  value: string | null,
  known: readonly (RecordOption | null | undefined)[],
  valueLabel?: string,
): RecordOption | null {
  if (!value) return null;
  const found = known.find((r) => r?.id === value);
  if (found) return found;
  return valueLabel ? { id: value, label: valueLabel } : null;
}

/** The offered records with the chosen one (and created ones) kept selectable. */
export function offeredRecords(
  list: readonly RecordOption[],
  keep: readonly (RecordOption | null)[],
): RecordOption[] {
  const all = [...list];
  for (const record of keep) {
    if (record && !all.some((r) => r.id === record.id)) all.push(record);
  }
  return all;
}

/** How many records a picker offers per keyword. */
export const PICKER_PAGE = 20;

/** What a picker's loader asks for: one record beyond the page, whose presence says more match. */
export const PICKER_ASK = PICKER_PAGE + 1;

/** A picker's offers for one keyword, and whether more records match than it offers. */
export interface PickerOffers {
  records: readonly RecordOption[];
  more: boolean;
}

/** The offers of an answer asked with PICKER_ASK: the page, and whether the answer went beyond. */
export function pickerOffers(found: readonly RecordOption[]): PickerOffers {
  return { records: found.slice(0, PICKER_PAGE), more: found.length > PICKER_PAGE };
}

/** The note under a cut list of offers. */
export const MORE_OFFERS = `仅显示前 ${PICKER_PAGE} 条，输入关键字查找更多`;

/** A picker's loader: the records matching a keyword, with or without word of more. */
export type PickerLoad = (keyword: string) => Promise<readonly RecordOption[] | PickerOffers>;
