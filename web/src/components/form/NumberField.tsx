import { Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FieldShell, ReadOnlyValue, useFormikField } from './FieldShell.tsx';
import { sanitizeNumericText } from './numericText.ts';
import { useFieldDisabled, useReadOnly } from './ReadOnly.tsx';

export interface NumberFieldProps {
  name: string;
  label: string;
  /**
   * 'int': the form holds a number (or null when empty), as the schema's Int.
   * 'decimal': the form holds the text as typed ('' when empty), as the Decimal scalar.
   */
  kind?: 'int' | 'decimal';
  allowNegative?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  helperText?: string;
  /** Shown after the number (千克, 立方米, %). */
  unit?: string;
}

function sameNumber(a: string, b: string): boolean {
  if (a === b) return true;
  return a !== '' && b !== '' && Number(a) === Number(b);
}

function toText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : '';
}

/** A number input that keeps integers as numbers and decimals as exact strings. */
export function NumberField({
  name,
  label,
  kind = 'int',
  allowNegative = false,
  required,
  disabled,
  placeholder,
  helperText,
  unit,
}: NumberFieldProps) {
  const { field, helpers, error } = useFormikField<number | string | null>(name);
  const off = useFieldDisabled(disabled);
  const readOnly = useReadOnly();
  const [text, setText] = useState(() => toText(field.value));

  // Follow values set from outside (a loaded record, a reset), but keep what is being typed
  // when it means the same number ('007' while the form holds 7).
  const outside = toText(field.value);
  useEffect(() => {
    setText((current) => (sameNumber(current, outside) ? current : outside));
  }, [outside]);

  const onChange = (raw: string) => {
    const clean = sanitizeNumericText(raw, {
      decimals: kind === 'decimal',
      negative: allowNegative,
    });
    setText(clean);
    if (kind === 'decimal') void helpers.setValue(clean);
    else if (clean === '' || clean === '-') void helpers.setValue(null);
    else void helpers.setValue(Number(clean));
  };

  return (
    <FieldShell
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      disabled={off}
    >
      {readOnly ? (
        <ReadOnlyValue align="end">
          {outside === '' ? null : unit ? `${outside} ${unit}` : outside}
        </ReadOnlyValue>
      ) : (
        <InputGroup endAddon={unit}>
          <Input
            name={field.name}
            inputMode={kind === 'decimal' ? 'decimal' : 'numeric'}
            value={text}
            placeholder={placeholder}
            disabled={off}
            textAlign="end"
            onChange={(e) => onChange(e.currentTarget.value)}
            onBlur={field.onBlur}
          />
        </InputGroup>
      )}
    </FieldShell>
  );
}
