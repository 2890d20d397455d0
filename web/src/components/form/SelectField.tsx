import { NativeSelect } from '@chakra-ui/react';
import { FieldShell, ReadOnlyValue, useFormikField } from './FieldShell.tsx';
import { useFieldDisabled, useReadOnly } from './ReadOnly.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  /** The empty choice; null leaves no empty choice. */
  placeholder?: string | null;
  helperText?: string;
}

export function SelectField({
  name,
  label,
  options,
  required,
  disabled,
  placeholder = '请选择',
  helperText,
}: SelectFieldProps) {
  const { field, error } = useFormikField<string>(name);
  const off = useFieldDisabled(disabled);
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
        <ReadOnlyValue>{options.find((o) => o.value === field.value)?.label}</ReadOnlyValue>
      ) : (
        <NativeSelect.Root disabled={off}>
          <NativeSelect.Field {...field} value={field.value ?? ''}>
            {placeholder !== null ? <option value="">{placeholder}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FieldShell>
  );
}
