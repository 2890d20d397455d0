import { Input } from '@chakra-ui/react';
import { FieldShell, useFormikField } from './FieldShell.tsx';

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
  return (
    <FieldShell label={label} required={required} error={error} helperText={helperText}>
      <Input
        type="date"
        {...field}
        value={field.value ?? ''}
        disabled={disabled}
        min={min}
        max={max}
      />
    </FieldShell>
  );
}
