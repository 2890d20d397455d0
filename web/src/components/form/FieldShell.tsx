import { Box, Field, Text, useFieldContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFieldDisabled, useReadOnly } from './ReadOnly.tsx';

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
  // A read-only page shows values, not a form to fill in: no required marks.
  // Asked whether required or not: a hook is called on every render, in the same order.
  const readOnly = useReadOnly();
  const mark = required && !readOnly;
  return (
    // Not `required` on the root: that puts the native attribute on the input, and the browser's
    // own bubble would then stop the submit before the form's Chinese messages show.
    <Field.Root invalid={Boolean(error)} disabled={off}>
      <Field.Label>
        {label}
        {mark ? (
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

export interface ReadOnlyValueProps {
  children: ReactNode;
  /** Numbers and money line up at the end. */
  align?: 'start' | 'end';
  /** Long text keeps its line breaks. */
  multiline?: boolean;
  /** Its name where no label of the field frame names it (a grid's cell). */
  label?: string;
}

/**
 * A value of a read-only page drawn as text where the input would be, whole (it wraps rather than
 * being cut), and named by the field's label (an `output` is labelled like an input).
 */
export function ReadOnlyValue({
  children,
  align = 'start',
  multiline = false,
  label,
}: ReadOnlyValueProps) {
  const frame = useFieldContext() as ReturnType<typeof useFieldContext> | undefined;
  const empty = children === null || children === undefined || children === '';
  return (
    <Box
      as="output"
      id={frame?.ids.control}
      aria-label={label}
      data-readonly-value=""
      display="block"
      minHeight="8"
      py="1.5"
      fontSize="sm"
      lineHeight="1.4"
      textAlign={align}
      whiteSpace={multiline ? 'pre-wrap' : 'normal'}
      overflowWrap="anywhere"
      color={empty ? 'fg.subtle' : 'fg'}
    >
      {empty ? '—' : children}
    </Box>
  );
}

// Chakra-free, for the login page too (see formikField.ts).
export { fieldNameOfInput, inputNameOf, useFormikField } from './formikField.ts';
