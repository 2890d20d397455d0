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
