import { Input } from '@chakra-ui/react';
import { FieldShell, useFormikField } from './FieldShell.tsx';
import { useFieldDisabled } from './ReadOnly.tsx';

export interface DateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** YYYY-MM-DD bounds. */
  min?: string;
  max?: string;
  helperText?: string;
}

/** A calendar date kept in the form as YYYY-MM-DD, the schema's Date scalar. */
export function DateField({
  name,
  label,
  required,
  disabled,
  min,
  max,
  helperText,
}: DateFieldProps) {
  const { field, error } = useFormikField<string | null>(name);
  const off = useFieldDisabled(disabled);
  return (
    <FieldShell
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      disabled={off}
    >
      <Input type="date" {...field} value={field.value ?? ''} disabled={off} min={min} max={max} />
    </FieldShell>
  );
}
