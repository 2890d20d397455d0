import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';

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
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText = '确定',
  cancelText = '取消',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
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
