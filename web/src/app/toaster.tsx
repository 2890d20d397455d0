import type { CreateToasterReturn } from '@chakra-ui/react';

/** Durations of the error catalogue (spec 1, section 9). */
export const toastDurations = { default: 2500, warning: 2400, loginError: 2000 } as const;

// The toasts' store (toastStore.ts, Chakra's toaster and its state machine) loads with the view
// showing them (ToastsView.tsx, inside the Chakra scope), or with the first toast shown before
// that: the login page carries it only once it has something to say. Toasts asked for meanwhile
// wait here and are shown in order once it has loaded.
type ToastStore = CreateToasterReturn;
type ToastOptions = Parameters<ToastStore['create']>[0];

let store: ToastStore | undefined;
const waiting: ToastOptions[] = [];
const watchers = new Set<() => void>();

/** Called by toastStore.ts as it loads: from then on toasts go straight to the store. */
export function attachToastStore(loaded: ToastStore): void {
  store = loaded;
  for (const options of waiting.splice(0)) loaded.create(options);
}

function createToast(options: ToastOptions): void {
  if (store) store.create(options);
  else {
    waiting.push(options);
    import('./toastStore.ts').catch(() => undefined);
  }
  for (const watcher of watchers) watcher();
}

/** Calls `watcher` whenever a toast is asked for; answers how to stop. */
export function watchToasts(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** Whether a toast is up or waiting for the store. */
export function toastsShown(): boolean {
  return waiting.length > 0 || (store?.getVisibleToasts().length ?? 0) > 0;
}

export function showSuccess(message = '保存成功'): void {
  createToast({ type: 'success', title: message, duration: toastDurations.default });
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
  createToast({
    id: idOf('error', message, description),
    type: 'error',
    title: message,
    description: shown || undefined,
    duration,
  });
}

export function showWarning(message: string): void {
  createToast({
    id: idOf('warning', message),
    type: 'warning',
    title: message,
    duration: toastDurations.warning,
  });
}
