import { Input } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import { FieldShell, ReadOnlyValue, useFormikField } from './FieldShell.tsx';
import { useFieldDisabled, useReadOnly } from './ReadOnly.tsx';

export interface TextFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label: string;
  required?: boolean;
  helperText?: string;
}

export function TextField({ name, label, required, helperText, ...inputProps }: TextFieldProps) {
  const { field, error } = useFormikField<string>(name);
  const off = useFieldDisabled(inputProps.disabled);
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
        <ReadOnlyValue>{field.value}</ReadOnlyValue>
      ) : (
        <Input {...inputProps} disabled={off} {...field} value={field.value ?? ''} />
      )}
    </FieldShell>
  );
}
