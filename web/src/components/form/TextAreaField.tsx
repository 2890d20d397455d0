import { Textarea } from '@chakra-ui/react';
import { FieldShell, ReadOnlyValue, useFormikField } from './FieldShell.tsx';
import { useFieldDisabled, useReadOnly } from './ReadOnly.tsx';

export interface TextAreaFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  helperText?: string;
}

/** Multi-line text (remarks, descriptions); shows the count when a maximum is set. */
export function TextAreaField({
  name,
  label,
  required,
  disabled,
  rows = 3,
  maxLength,
  placeholder,
  helperText,
}: TextAreaFieldProps) {
  const { field, error } = useFormikField<string | null>(name);
  const off = useFieldDisabled(disabled);
  const value = field.value ?? '';
  const counter = maxLength ? `${value.length}/${maxLength}` : undefined;
  const readOnly = useReadOnly();
  return (
    <FieldShell
      label={label}
      required={required}
      error={error}
      helperText={readOnly ? undefined : (helperText ?? counter)}
      disabled={off}
    >
      {readOnly ? (
        <ReadOnlyValue multiline>{value}</ReadOnlyValue>
      ) : (
        <Textarea
          {...field}
          value={value}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={off}
          autoresize={false}
        />
      )}
    </FieldShell>
  );
}
