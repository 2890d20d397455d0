import type { FormikHelpers, FormikValues } from 'formik';
import {
  errorCodes,
  errorMessages,
  isGraphQLFailure,
  splitFieldErrors,
} from '../../app/graphqlErrors.ts';
import { showError } from '../../app/toaster.tsx';

/** What applyServerErrors needs of formik: the helpers of onSubmit, or the whole bag. */
export type FormikErrorTarget = Pick<
  FormikHelpers<FormikValues>,
  'setFieldError' | 'setFieldTouched'
> & {
  values?: FormikValues;
};

/** Codes the app's error link answers with a dialog or warning even when toasts are skipped. */
const handledByLink = new Set(['UNAUTHENTICATED', 'SESSION_TAKEN_OVER', 'FORBIDDEN']);

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
  const codes = errorCodes(error);
  if (codes.some((c) => handledByLink.has(c))) return;
  if (!isGraphQLFailure(error)) {
    const detail = errorMessages(error)[0]?.message;
    showError('接口异常，请稍后重试', undefined, detail);
    return;
  }
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
  for (const message of others) showError(message);
}

function isList(
  value: readonly string[] | Partial<Record<string, readonly string[]>>,
): value is readonly string[] {
  return Array.isArray(value);
}
