import type { FormikHelpers, FormikValues } from 'formik';
import { errorCodes, shownByErrorLink, splitFieldErrors } from '../../app/graphqlErrors.ts';
import { showError } from '../../app/toaster.tsx';

/** What applyServerErrors needs of formik: the helpers of onSubmit, or the whole bag. */
export type FormikErrorTarget = Pick<
  FormikHelpers<FormikValues>,
  'setFieldError' | 'setFieldTouched'
> & {
  values?: FormikValues;
};

/**
 * Shows a failed save on the form: each BAD_USER_INPUT message that names a field goes under
 * that field, every other message becomes an error toast (2.5 s). Call the mutation with
 * `context: { skipErrorToast: true }` so the app's error link leaves the toasts to this.
 *
 * `fields` lists the form fields, or maps them to the names the server may use (case does not
 * matter); by default every top-level key of `formik.values` maps to itself.
 */
export function applyServerErrors(
  formik: FormikErrorTarget,
  error: unknown,
  fields?: readonly string[] | Partial<Record<string, readonly string[]>>,
): void {
  // A lost session, a refusal or a transport failure: the app's error link has shown it.
  if (shownByErrorLink(error)) return;
  const codes = errorCodes(error);
  let aliases: Partial<Record<string, readonly string[]>> = {};
  if (codes.includes('BAD_USER_INPUT')) {
    const names = fields === undefined ? Object.keys(formik.values ?? {}) : fields;
    aliases = isList(names) ? Object.fromEntries(names.map((f) => [f, [f]])) : names;
  }
  const { fieldErrors, others } = splitFieldErrors(error, aliases);
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (message === undefined) continue;
    // Touched first without validating, or the form's own validation would clear the message.
    void formik.setFieldTouched(field, true, false);
    formik.setFieldError(field, message);
  }
  for (const message of new Set(others)) showError(message);
}

function isList(
  value: readonly string[] | Partial<Record<string, readonly string[]>>,
): value is readonly string[] {
  return Array.isArray(value);
}
