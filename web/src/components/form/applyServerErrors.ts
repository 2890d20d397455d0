import type { FormikHelpers, FormikValues } from 'formik';
import {
  errorMessages,
  errorReference,
  inputFieldErrors,
  shownByErrorLink,
} from '../../app/graphqlErrors.ts';
import { showError } from '../../app/toaster.tsx';

/** What applyServerErrors needs of formik: the helpers of onSubmit, or the whole bag. */
export type FormikErrorTarget = Pick<
  FormikHelpers<FormikValues>,
  'setFieldError' | 'setFieldTouched'
>;

/**
 * Where a refused input field shows in the form, where the form names it otherwise than the
 * operation's input: form field → the input paths that are it, or a function answering the form
 * field of an input path (null: none).
 */
export type ServerFieldTargets =
  Partial<Record<string, readonly string[]>> | ((inputPath: string) => string | null);

// A row's message names its row (联系人第2行：…); under the row's own cell that is said already.
const ROW_PREFIX = /^[^：]*第\d+行：/;
const IN_A_ROW = /\[\d+\]|\.\d+(\.|$)/;

function targetOf(path: string, targets: ServerFieldTargets | undefined): string | null {
  if (targets === undefined) return path;
  if (typeof targets === 'function') return targets(path);
  const lower = path.toLowerCase();
  for (const [field, paths] of Object.entries(targets)) {
    if (paths?.some((p) => p.toLowerCase() === lower)) return field;
  }
  return path;
}

/**
 * Shows a failed save on the form: every message as an error toast (2.5 s), and each field the
 * server refused (the gateway's `extensions.fields`) marked with its message under the field.
 * Call the mutation with `context: { skipErrorToast: true }` so the app's error link leaves the
 * toasts to this. Input paths name form fields as they are unless `targets` says otherwise.
 */
export function applyServerErrors(
  formik: FormikErrorTarget,
  error: unknown,
  targets?: ServerFieldTargets,
): void {
  // A lost session, a refusal or a transport failure: the app's error link has shown it.
  if (shownByErrorLink(error)) return;
  for (const [path, message] of Object.entries(inputFieldErrors(error))) {
    const field = targetOf(path, targets);
    if (field === null) continue;
    // Touched first without validating, or the form's own validation would clear the message.
    void formik.setFieldTouched(field, true, false);
    formik.setFieldError(field, IN_A_ROW.test(field) ? message.replace(ROW_PREFIX, '') : message);
  }
  const reference = errorReference(error);
  for (const message of new Set(errorMessages(error).map((m) => m.message))) {
    showError(message, undefined, undefined, reference);
  }
}
