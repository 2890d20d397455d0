import { DatePicker, Input, Portal, parseDate } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { DateValue } from '@chakra-ui/react';
import { useField } from 'formik';
import { dateProblem, EARLIEST_DATE, LATEST_DATE } from '../../../../model/calendarDate.ts';
import { CalendarIcon } from '../icons.tsx';
import { FieldShell, ReadOnlyValue, useFormikField } from './FieldShell.tsx';
import { useFieldDisabled, useReadOnly } from './ReadOnly.tsx';

export interface DateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** YYYY-MM-DD bounds (by default the range rest accepts, model/calendarDate.ts). */
  min?: string;
  max?: string;
  helperText?: string;
}

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A typed date as YYYY-MM-DD (also 2026-1-5, 2026/01/05 or 20260105); undefined when it is not
 * a date of the calendar.
 */
export function parseDateText(text: string): DateValue | undefined {
  const clean = text.trim().replace(/[/.]/g, '-');
  const digits = /^(\d{4})(\d{2})(\d{2})$/.exec(clean);
  const m = digits ?? ISO_DATE.exec(clean);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return parseDate(`${m[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
}

function dateOf(text: string | null | undefined): DateValue | undefined {
  return text ? parseDateText(text) : undefined;
}

/**
 * A calendar date kept in the form as YYYY-MM-DD, the schema's Date scalar. Shown and typed as
 * YYYY-MM-DD, with a Chinese calendar (weeks from Monday) whatever the browser's language: the
 * browser's own date input would follow its locale (mm/dd/yyyy in an English one).
 */
export function DateField({
  name,
  label,
  required,
  disabled,
  min = EARLIEST_DATE,
  max = LATEST_DATE,
  helperText,
}: DateFieldProps) {
  const { field, error } = useFormikField<string | null>(name);
  const readOnly = useReadOnly();
  // A text that is no date is refused here, before anything is sent.
  useField<string | null>({
    name,
    validate: (v: string | null) => {
      if (!v) return undefined;
      const day = parseDateText(v);
      return day ? dateProblem(day.toString(), label) : `${label}格式应为 YYYY-MM-DD`;
    },
  });
  const off = useFieldDisabled(disabled);
  return (
    <FieldShell
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      disabled={off}
    >
      {readOnly ? (
        <ReadOnlyValue>{field.value}</ReadOnlyValue>
      ) : (
        <DateInput name={name} label={label} disabled={off} min={min} max={max} />
      )}
    </FieldShell>
  );
}

/**
 * The typed text and the calendar beside it. The text box is the field's own input: the picker's
 * would take only the locale's separator ('/' in Chinese) and drop the '-' of YYYY-MM-DD.
 */
function DateInput({
  name,
  label,
  disabled,
  min,
  max,
}: {
  name: string;
  label: string;
  disabled: boolean;
  min: string | undefined;
  max: string | undefined;
}) {
  const { field, helpers } = useFormikField<string | null>(name);
  const outside = field.value ?? '';
  const [text, setText] = useState(outside);
  useEffect(() => setText(outside), [outside]);
  const value = dateOf(outside);
  const minValue = dateOf(min);
  const maxValue = dateOf(max);
  // A date typed in another accepted spelling is kept as YYYY-MM-DD; anything else stays as
  // typed, for the field's check to refuse.
  const commit = () => {
    const date = parseDateText(text);
    const next = date ? date.toString() : text.trim();
    setText(next);
    if (next !== outside) void helpers.setValue(next);
  };
  return (
    <DatePicker.Root
      locale="zh-CN"
      startOfWeek={1}
      size="sm"
      width="full"
      disabled={disabled}
      value={value ? [value] : []}
      // The picker writes its value into the text box too: as YYYY-MM-DD, like the box.
      format={(date) => date.toString()}
      {...(minValue ? { min: minValue } : {})}
      {...(maxValue ? { max: maxValue } : {})}
      onValueChange={(details) => {
        const next = details.value[0]?.toString() ?? '';
        setText(next);
        if (next !== outside) void helpers.setValue(next);
      }}
      positioning={{ placement: 'bottom-start' }}
    >
      <DatePicker.Control>
        <Input
          name={field.name}
          value={text}
          placeholder="YYYY-MM-DD"
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          pe="8"
          onChange={(e) => setText(e.currentTarget.value)}
          onBlur={(e) => {
            commit();
            field.onBlur(e);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
        />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger aria-label={`选择${label}`}>
            <CalendarIcon />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}
