import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { showSuccess } from '../../app/toaster.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { reportFailure } from '../feedback.ts';

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
      <Button
        variant="plain"
        size="xs"
        px="0"
        colorPalette="red"
        color="red.600"
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
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
