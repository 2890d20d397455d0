import { useState } from 'react';
import type { ConfirmDialogProps } from '../ConfirmDialog.tsx';
import { showSuccess } from '../../app/toaster.tsx';
import { reportFailure } from '../feedback.ts';

/**
 * A row action that asks first (删除, 启用/停用): `ask` opens the dialog; its 确定 runs the action,
 * toasts `success` or reports the failure, and closes it.
 */
export function useConfirmedAction(run: () => Promise<unknown>, success: string) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await run();
      showSuccess(success);
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  const dialog: Omit<ConfirmDialogProps, 'children'> = {
    open: asking,
    title: '提示',
    loading: busy,
    onConfirm: () => void confirm(),
    onCancel: () => setAsking(false),
  };
  return { ask: () => setAsking(true), busy, dialog };
}
