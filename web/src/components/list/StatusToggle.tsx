import { Switch } from '@chakra-ui/react';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { useConfirmedAction } from './useConfirmedAction.ts';

export interface StatusToggleProps {
  /** The record status: 'Y' (启用) or 'N' (停用). */
  status: string | null | undefined;
  /** Saves the new status ('Y' or 'N'); the list refetches in it or after it. */
  onChange: (next: 'Y' | 'N') => Promise<unknown>;
  disabled?: boolean;
  /** Names the record in the accessible label, e.g. the customer name. */
  recordLabel?: string;
}

/** A status switch in a list row: asks first, saves, then toasts 状态更新成功. */
export function StatusToggle({ status, onChange, disabled, recordLabel }: StatusToggleProps) {
  const enabled = status === 'Y';
  const next = enabled ? 'N' : 'Y';
  const { ask, busy, dialog } = useConfirmedAction(() => onChange(next), '状态更新成功');

  return (
    <>
      <Switch.Root
        size="sm"
        checked={enabled}
        disabled={disabled || busy}
        // The switch only asks; the shown state changes when the saved record comes back.
        onCheckedChange={ask}
      >
        <Switch.HiddenInput aria-label={`${recordLabel ?? ''}${enabled ? '启用' : '停用'}`} />
        <Switch.Control />
        <Switch.Label fontSize="xs" color="fg.muted">
          {enabled ? '启用' : '停用'}
        </Switch.Label>
      </Switch.Root>
      <ConfirmDialog {...dialog}>
        {enabled ? '确定停用该记录吗？' : '确定启用该记录吗？'}
      </ConfirmDialog>
    </>
  );
}
