import { Field, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFieldDisabled } from './ReadOnly.tsx';

export interface FieldShellProps {
  label: string;
  required?: boolean;
  error?: string | undefined;
  helperText?: string;
  /** Disables the input inside through the field's context (native selects read only that). */
  disabled?: boolean;
  children: ReactNode;
}

/** Label above, required mark, error text below: the one frame every form field uses. */
export function FieldShell({
  label,
  required = false,
  error,
  helperText,
  disabled = false,
  children,
}: FieldShellProps) {
  const off = useFieldDisabled(disabled);
  return (
    // Not `required` on the root: that puts the native attribute on the input, and the browser's
    // own bubble would then stop the submit before the form's Chinese messages show.
    <Field.Root invalid={Boolean(error)} disabled={off}>
      <Field.Label>
        {label}
        {required ? (
          <Text as="span" color="fg.error" ms="0.5" aria-hidden="true">
            *
          </Text>
        ) : null}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {!error && helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}

// Chakra-free, for the login page too (see formikField.ts).
export { fieldNameOfInput, inputNameOf, useFormikField } from './formikField.ts';
