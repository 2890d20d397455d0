import { Checkbox, CheckboxGroup, Flex } from '@chakra-ui/react';
import { FieldShell, useFormikField } from './FieldShell.tsx';
import type { SelectOption } from './SelectField.tsx';

export interface CheckboxGroupFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}

/** Several choices kept as a list of codes (supplier types, address types, currencies). */
export function CheckboxGroupField({
  name,
  label,
  options,
  required,
  disabled,
  helperText,
}: CheckboxGroupFieldProps) {
  const { field, helpers, error } = useFormikField<string[] | null>(name);
  return (
    <FieldShell label={label} required={required} error={error} helperText={helperText}>
      <CheckboxGroup
        value={field.value ?? []}
        disabled={disabled}
        name={field.name}
        onValueChange={(value) => {
          void helpers.setValue(value);
          void helpers.setTouched(true, false);
        }}
      >
        <Flex gap="3" wrap="wrap" minHeight="8" align="center">
          {options.map((o) => (
            <Checkbox.Root key={o.value} value={o.value} size="sm">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{o.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
      </CheckboxGroup>
    </FieldShell>
  );
}
