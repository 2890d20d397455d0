import { Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { formatDecimal, normalizeDecimal } from './decimal.ts';
import { FieldShell, ReadOnlyValue, useFormikField } from './FieldShell.tsx';
import { sanitizeNumericText } from './numericText.ts';
import { useFieldDisabled, useReadOnly } from './ReadOnly.tsx';

export interface MoneyFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  allowNegative?: boolean;
  /** A currency code or symbol shown before the amount (CNY, USD, ¥). */
  currency?: string;
  placeholder?: string;
  helperText?: string;
}

/**
 * An amount kept in the form as a Decimal string ('1234.50', '' when empty). Leaving the field
 * rounds it to two decimals by string arithmetic; no value ever passes through a float.
 */
export function MoneyField({
  name,
  label,
  required,
  disabled,
  allowNegative = false,
  currency,
  placeholder,
  helperText,
}: MoneyFieldProps) {
  const { field, helpers, error } = useFormikField<string | null>(name);
  const off = useFieldDisabled(disabled);
  const outside = field.value ?? '';
  const [text, setText] = useState(outside);
  useEffect(() => setText(outside), [outside]);
  const readOnly = useReadOnly();

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
          {outside === '' ? null : `${currency ? `${currency} ` : ''}${formatDecimal(outside)}`}
        </ReadOnlyValue>
      ) : (
        <InputGroup startAddon={currency}>
          <Input
            name={field.name}
            inputMode="decimal"
            value={text}
            placeholder={placeholder ?? '0.00'}
            disabled={off}
            textAlign="end"
            onChange={(e) => {
              const clean = sanitizeNumericText(e.currentTarget.value, {
                decimals: true,
                negative: allowNegative,
              });
              setText(clean);
              void helpers.setValue(clean);
            }}
            onBlur={(e) => {
              const normalized = normalizeDecimal(text, 2);
              if (normalized !== null && normalized !== text) {
                setText(normalized);
                void helpers.setValue(normalized);
              }
              field.onBlur(e);
            }}
          />
        </InputGroup>
      )}
    </FieldShell>
  );
}
