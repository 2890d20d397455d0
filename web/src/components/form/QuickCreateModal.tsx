import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface QuickCreateModalProps<T> {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Receives the created record; the modal closes after it. */
  onCreated: (record: T) => void;
  /**
   * The form inside. Call `done(record)` after a successful save; `cancel()` for a 取消 button.
   */
  children: (done: (record: T) => void, cancel: () => void) => ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A dialog hosting any create form (a client from an order, a contact from a fee line …). */
export function QuickCreateModal<T>({
  open,
  title,
  onClose,
  onCreated,
  children,
  size = 'lg',
}: QuickCreateModalProps<T>) {
  const done = (record: T) => {
    onCreated(record);
    onClose();
  };
  return (
    <Dialog.Root
      open={open}
      size={size}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{open ? children(done, onClose) : null}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
