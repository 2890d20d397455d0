import { Checkbox, CheckboxGroup, Fieldset, Flex, Text } from '@chakra-ui/react';
import { ReadOnlyValue, useFormikField } from './FieldShell.tsx';
import { useFieldDisabled, useReadOnly } from './ReadOnly.tsx';
import type { SelectOption } from './SelectField.tsx';

export interface CheckboxGroupFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}

/**
 * Several choices kept as a list of codes (supplier types, currencies, a user's roles). A fieldset
 * with a legend, not a Field root: a field hands its one input id to every checkbox inside it, and a
 * click on any option's label would then tick the first box.
 */
export function CheckboxGroupField({
  name,
  label,
  options,
  required,
  disabled,
  helperText,
}: CheckboxGroupFieldProps) {
  const { field, helpers, error } = useFormikField<string[] | null>(name);
  const off = useFieldDisabled(disabled);
  const readOnly = useReadOnly();
  const chosen = field.value ?? [];
  return (
    <Fieldset.Root size="sm" spaceY="1.5" invalid={Boolean(error)} disabled={off}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {label}
        {required && !readOnly ? (
          <Text as="span" color="fg.error" ms="0.5" aria-hidden="true">
            *
          </Text>
        ) : null}
      </Fieldset.Legend>
      {readOnly ? (
        <ReadOnlyValue label={label}>
          {options
            .filter((o) => chosen.includes(o.value))
            .map((o) => o.label)
            .join('、')}
        </ReadOnlyValue>
      ) : (
        <CheckboxGroup
          value={field.value ?? []}
          disabled={off}
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
      )}
      {/* The same error class as every other field, so one selector finds a form's messages. */}
      <Fieldset.ErrorText className="chakra-field__errorText" textStyle="xs">
        {error}
      </Fieldset.ErrorText>
      {!error && helperText ? (
        <Fieldset.HelperText textStyle="xs">{helperText}</Fieldset.HelperText>
      ) : null}
    </Fieldset.Root>
  );
}
