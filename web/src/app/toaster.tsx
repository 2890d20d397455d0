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

export function showError(
  message: string,
  duration: number = toastDurations.default,
  description?: string,
): void {
  toaster.create({
    id: idOf('error', message, description),
    type: 'error',
    title: message,
    description,
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
