import { Field, Text } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
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

const inputSuffix = '_field';

/**
 * The name attribute of a field's input. A form element exposes its named inputs as properties,
 * so an input named like one of the form's own properties (a workflow node's nodeName, an
 * action, an id) hides that property, and the submit breaks (React reads form.nodeName); such a
 * name gets a suffix in the page, the form values keep the field's own name.
 */
export function inputNameOf(name: string): string {
  const clashes = typeof HTMLFormElement !== 'undefined' && name in HTMLFormElement.prototype;
  return clashes ? `${name}${inputSuffix}` : name;
}

/** The field name of an input's name attribute (see inputNameOf). */
export function fieldNameOfInput(inputName: string): string {
  return inputName.endsWith(inputSuffix) ? inputName.slice(0, -inputSuffix.length) : inputName;
}

/** A formik field and the error to show: only once the field was touched (or the form submitted). */
export function useFormikField<V = string>(name: string) {
  const formik = useFormikContext();
  const [bound, meta, helpers] = useField<V>(name);
  // Change and blur are bound to the field's name, not read back from the input's attribute.
  const field = {
    ...bound,
    name: inputNameOf(name),
    onChange: formik.handleChange(name),
    onBlur: formik.handleBlur(name),
  };
  const error = meta.touched && meta.error ? meta.error : undefined;
  return { field, meta, helpers, error };
}
