import { Field, Text, useFieldContext } from '@chakra-ui/react';
import { createContext, useContext, useId } from 'react';
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

/** The id of the value a read-only field's label names (ReadOnlyValue). */
const ReadOnlyFieldId = createContext<string | undefined>(undefined);

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
  const id = useId();
  const mark = required && !readOnly;
  if (readOnly) {
    // Chakra's field as plain elements styled by the theme (`.field`): a view page shows a hundred
    // values, and a field's styled parts, each computing and hashing its styles, were most of the
    // page's first render. The label names the value by its id, as Chakra's names its input.
    const state = { 'data-disabled': off ? '' : undefined, 'data-invalid': error ? '' : undefined };
    return (
      <div className="field" role="group" {...state}>
        <label className="field-label" htmlFor={id} {...state}>
          {label}
        </label>
        <ReadOnlyFieldId.Provider value={id}>{children}</ReadOnlyFieldId.Provider>
        {error ? (
          <div className="field-error" aria-live="polite">
            {error}
          </div>
        ) : null}
        {!error && helperText ? <div className="field-helper">{helperText}</div> : null}
      </div>
    );
  }
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
  const readOnlyField = useContext(ReadOnlyFieldId);
  const frame = useFieldContext() as ReturnType<typeof useFieldContext> | undefined;
  const empty = children === null || children === undefined || children === '';
  // A plain element styled by the theme (`.readonly-value`).
  return (
    <output
      className="readonly-value"
      id={readOnlyField ?? frame?.ids.control}
      aria-label={label}
      data-readonly-value=""
      data-align={align}
      data-multiline={multiline ? '' : undefined}
      data-empty={empty ? '' : undefined}
    >
      {empty ? '—' : children}
    </output>
  );
}

// Chakra-free, for the login page too (see formikField.ts).
export { fieldNameOfInput, inputNameOf, useFormikField } from './formikField.ts';
