import { Field } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';

export interface FieldShellProps {
  label: string;
  required?: boolean;
  error?: string | undefined;
  helperText?: string;
  children: ReactNode;
}

/** Label above, required mark, error text below: the one frame every form field uses. */
export function FieldShell({
  label,
  required = false,
  error,
  helperText,
  children,
}: FieldShellProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {!error && helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** A formik field and the error to show: only once the field was touched (or the form submitted). */
export function useFormikField<V = string>(name: string) {
  const [field, meta, helpers] = useField<V>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return { field, meta, helpers, error };
}
