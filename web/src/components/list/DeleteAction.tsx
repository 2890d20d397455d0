import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { RowButton } from './RowActions.tsx';
import { useConfirmedAction } from './useConfirmedAction.ts';

export interface DeleteActionProps {
  /** Deletes the record; the list refetches in it or after it. */
  onDelete: () => Promise<unknown>;
  label?: string;
  disabled?: boolean;
  confirmText?: string;
  /** The toast after it is done. */
  successText?: string;
}

/** The 删除 link of a list row: confirmation, the call, then 删除成功. */
export function DeleteAction({
  onDelete,
  label = '删除',
  disabled,
  confirmText = '确定删除该记录吗？',
  successText = '删除成功',
}: DeleteActionProps) {
  const { ask, dialog } = useConfirmedAction(onDelete, successText);

  return (
    <>
      <RowButton data-danger="" disabled={disabled} onClick={ask}>
        {label}
      </RowButton>
      <ConfirmDialog {...dialog}>{confirmText}</ConfirmDialog>
    </>
  );
}
