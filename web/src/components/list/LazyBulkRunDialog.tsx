// The bulk-run dialog loads when a bulk action is first chosen: a list page draws without it.
import { Suspense, lazy } from 'react';
import type { BulkRunDialogProps } from './BulkRunDialog.tsx';

const Dialog = lazy(() =>
  import('./BulkRunDialog.tsx').then((m) => ({ default: m.BulkRunDialog })),
);

export function BulkRunDialog(props: BulkRunDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
