import {
  Button,
  Checkbox,
  Dialog,
  HStack,
  IconButton,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { Column } from './DataTable.tsx';
import type { ColumnSetting } from './listParams.ts';

export interface ColumnChooserProps<Row> {
  open: boolean;
  columns: readonly Column<Row>[];
  settings: readonly ColumnSetting[];
  onApply: (settings: ColumnSetting[] | null) => void;
  onClose: () => void;
}

const MIN_WIDTH = 40;
const MAX_WIDTH = 1000;

/**
 * 列设置: every column of the list with a checkbox (shown or hidden), 上移/下移 to reorder and a
 * width in pixels (empty: the list's own). Buttons and inputs only, so it works from the keyboard.
 */
export function ColumnChooser<Row>({
  open,
  columns,
  settings,
  onApply,
  onClose,
}: ColumnChooserProps<Row>) {
  const [draft, setDraft] = useState<ColumnSetting[]>(() => settings.map((s) => ({ ...s })));
  const [widths, setWidths] = useState<Record<string, string>>(() =>
    Object.fromEntries(settings.map((s) => [s.key, s.width === null ? '' : String(s.width)])),
  );
  const titles = new Map(columns.map((c) => [c.key, c.title]));
  const shownCount = draft.filter((s) => !s.hidden).length;
  const badWidth = Object.entries(widths).find(([, text]) => {
    if (text.trim() === '') return false;
    const n = Number(text);
    return !Number.isInteger(n) || n < MIN_WIDTH || n > MAX_WIDTH;
  });

  const move = (index: number, by: -1 | 1) =>
    setDraft((now) => {
      const next = [...now];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });
  const toggle = (key: string, shown: boolean) =>
    setDraft((now) => now.map((s) => (s.key === key ? { ...s, hidden: !shown } : s)));

  const apply = () => {
    if (badWidth) return;
    onApply(
      draft.map((s) => {
        const text = widths[s.key]?.trim() ?? '';
        return { ...s, width: text === '' ? null : Number(text) };
      }),
    );
  };

  return (
    <Dialog.Root
      open={open}
      size="md"
      scrollBehavior="inside"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>列设置</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted" fontSize="sm" mb="2">
                勾选要显示的列，用“上移”“下移”调整顺序；列宽为 {MIN_WIDTH}–{MAX_WIDTH}{' '}
                像素，留空为自动。
              </Text>
              <Stack gap="1" role="list" aria-label="列">
                {draft.map((s, index) => {
                  const title = titles.get(s.key) ?? s.key;
                  return (
                    <HStack key={s.key} role="listitem" gap="2" py="0.5">
                      <Checkbox.Root
                        size="sm"
                        flex="1"
                        checked={!s.hidden}
                        disabled={!s.hidden && shownCount === 1}
                        onCheckedChange={(e) => toggle(s.key, e.checked === true)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{title}</Checkbox.Label>
                      </Checkbox.Root>
                      <Input
                        size="xs"
                        width="20"
                        inputMode="numeric"
                        aria-label={`${title}列宽`}
                        placeholder="自动"
                        value={widths[s.key] ?? ''}
                        onChange={(e) => {
                          const value = e.currentTarget.value;
                          setWidths((now) => ({ ...now, [s.key]: value }));
                        }}
                      />
                      <IconButton
                        size="xs"
                        variant="outline"
                        aria-label={`上移${title}`}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="outline"
                        aria-label={`下移${title}`}
                        disabled={index === draft.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </IconButton>
                    </HStack>
                  );
                })}
              </Stack>
              {badWidth ? (
                <Text color="fg.error" fontSize="sm" mt="2" role="alert">
                  「{titles.get(badWidth[0]) ?? badWidth[0]}」的列宽应为 {MIN_WIDTH} 到 {MAX_WIDTH}{' '}
                  之间的整数
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" mr="auto" onClick={() => onApply(null)}>
                恢复默认
              </Button>
              <Button variant="outline" onClick={onClose}>
                取消
              </Button>
              <Button disabled={Boolean(badWidth)} onClick={apply}>
                确定
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
