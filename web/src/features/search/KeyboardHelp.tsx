// `?`: the keyboard shortcuts of the signed-in pages.
import { CloseButton, Dialog, HStack, Kbd, Portal, Table } from '@chakra-ui/react';

interface Shortcut {
  keys: readonly string[];
  /** What it does, as the help dialog says it. */
  label: string;
}

const shortcuts: readonly Shortcut[] = [
  { keys: ['Ctrl', 'K'], label: '查找订单、提单、客户、供应商、发票、收付款（Mac 上为 ⌘ K）' },
  { keys: ['Ctrl', 'S'], label: '保存光标所在的表单（Mac 上为 ⌘ S）' },
  { keys: ['Esc'], label: '关闭对话框' },
  { keys: ['/'], label: '定位到列表的查询条件' },
  { keys: ['?'], label: '显示快捷键说明' },
  { keys: ['↑', '↓'], label: '在查找结果中上下移动' },
  { keys: ['Enter'], label: '打开选中的查找结果' },
];

export interface KeyboardHelpProps {
  open: boolean;
  onClose: () => void;
}

export default function KeyboardHelp({ open, onClose }: KeyboardHelpProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>快捷键</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm">
                <Table.Body>
                  {shortcuts.map((s) => (
                    <Table.Row key={s.keys.join('+')}>
                      <Table.Cell width="32">
                        <HStack gap="1">
                          {s.keys.map((k) => (
                            <Kbd key={k}>{k}</Kbd>
                          ))}
                        </HStack>
                      </Table.Cell>
                      <Table.Cell>{s.label}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
