import { useState } from 'react';
import { showSuccess } from '../../app/toaster.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { reportFailure } from '../feedback.ts';
import { RowButton } from './RowActions.tsx';

export interface DeleteActionProps {
  /** Deletes the record; the list refetches in it or after it. */
  onDelete: () => Promise<unknown>;
  label?: string;
  disabled?: boolean;
  confirmText?: string;
}

/** The 删除 link of a list row: confirmation, the call, then 删除成功. */
export function DeleteAction({
  onDelete,
  label = '删除',
  disabled,
  confirmText = '确定删除该记录吗？',
}: DeleteActionProps) {
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await onDelete();
      showSuccess('删除成功');
    } catch (error) {
      reportFailure(error);
    } finally {
      setDeleting(false);
      setAsking(false);
    }
  };

  return (
    <>
      <RowButton data-danger="" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </RowButton>
      <ConfirmDialog
        open={asking}
        title="提示"
        loading={deleting}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {confirmText}
      </ConfirmDialog>
    </>
  );
}
