import { createToaster } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';

/** Durations of the error catalogue (spec 1, section 9). */
export const toastDurations = { default: 2500, warning: 2400, loginError: 2000 } as const;

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

// The toasts' view (Chakra's toaster and its overlay machinery) is not needed to show a page: it
// loads beside the first page, so the login page does not wait for it.
const ToastsView = lazy(() => import('./ToastsView.tsx'));

export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <ToastsView />
    </Suspense>
  );
}
