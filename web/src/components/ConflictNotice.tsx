import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ConflictNoticeProps {
  /** The server's message: who changed the record and when. */
  message: string;
  /** Loads what is stored now; the form keeps showing what the user typed until it is done. */
  onReload: () => void;
  reloading?: boolean;
  /** Shown after a reload: what the user had typed, to enter again. */
  unsaved?: ReactNode;
  /** What was refused and what a reload does, for an action that is not a form's save. */
  description?: ReactNode;
  onDismiss?: () => void;
}

/**
 * A save refused because someone else changed the record since it was read (CONFLICT): says who
 * and when, offers 重新加载, and keeps the user's unsaved input in view so it can be entered again.
 */
export function ConflictNotice({
  message,
  onReload,
  reloading = false,
  unsaved,
  description,
  onDismiss,
}: ConflictNoticeProps) {
  return (
    <Alert.Root status="warning" size="sm" role="alert" aria-label="保存冲突">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{message}</Alert.Title>
        {unsaved ? (
          <Stack gap="1">
            <Text fontSize="sm">您未保存的输入（请对照重新填写）：</Text>
            {unsaved}
          </Stack>
        ) : (
          <Alert.Description>
            {description ??
              '您未保存的输入仍保留在下方表单中；重新加载后将显示他人保存的内容，并在此列出您的输入以便重新填写。'}
          </Alert.Description>
        )}
        <HStack gap="2">
          {unsaved ? null : (
            <Button size="xs" loading={reloading} onClick={onReload}>
              重新加载
            </Button>
          )}
          {onDismiss ? (
            <Button size="xs" variant="outline" onClick={onDismiss}>
              关闭
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
