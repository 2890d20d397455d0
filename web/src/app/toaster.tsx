import { createToaster } from '@chakra-ui/react';

/** Durations of the error catalogue (spec 1, section 9). */
export const toastDurations = { default: 2500, warning: 2400, loginError: 2000 } as const;

// The toasts' store: the view showing them is ToastsView.tsx, inside the Chakra scope.
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 6 });

export function showSuccess(message = '保存成功'): void {
  toaster.create({ type: 'success', title: message, duration: toastDurations.default });
}

// A toast is named by its kind and text: the same failure told again while its toast is still up
// (several queries of a page failing alike) renews that toast instead of stacking another.
const idOf = (type: string, title: string, description?: string) =>
  `${type}:${title}:${description ?? ''}`;

/** The line that names a failed request (its short reference) for staff to quote. */
export function referenceText(reference: string): string {
  return `错误编号 ${reference}`;
}

/**
 * An error toast; `reference` (错误编号) is shown under the message but does not name the toast,
 * so the same failure of several requests still renews one toast (with the latest reference).
 */
export function showError(
  message: string,
  duration: number = toastDurations.default,
  description?: string,
  reference?: string,
): void {
  const shown = [description, reference && referenceText(reference)].filter(Boolean).join(' · ');
  toaster.create({
    id: idOf('error', message, description),
    type: 'error',
    title: message,
    description: shown || undefined,
    duration,
  });
}

export function showWarning(message: string): void {
  toaster.create({
    id: idOf('warning', message),
    type: 'warning',
    title: message,
    duration: toastDurations.warning,
  });
}
