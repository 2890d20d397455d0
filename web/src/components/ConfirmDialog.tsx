import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { OnceOpened } from './OnceOpened.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmText?: string;
  /** Omit for a dialog with one button (acknowledge only). */
  cancelText?: string | null;
  loading?: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
}

/**
 * A small alert dialog: the seeds' confirmations (sign in elsewhere, lost session), and a list
 * row's delete or status change. Its state machine and overlay mount when it first opens (a list
 * page has one per row) and then stay, for the closing animation and later openings.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <OnceOpened open={props.open}>
      <OpenedConfirmDialog {...props} />
    </OnceOpened>
  );
}

function OpenedConfirmDialog({
  open,
  title,
  children,
  confirmText = '确定',
  cancelText = '取消',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) (onCancel ?? onConfirm)();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              {cancelText && onCancel ? (
                <Button variant="outline" onClick={onCancel}>
                  {cancelText}
                </Button>
              ) : null}
              <Button loading={loading} onClick={onConfirm}>
                {confirmText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
