import { useMutation } from '@apollo/client/react';
import { HStack, Spinner, Switch, Text } from '@chakra-ui/react';
import type { DocumentNode } from 'graphql';
import { useState } from 'react';
import { AR_AP_STATUS_LABELS } from '../../../../../model/codeLabels.ts';
import { showSuccess } from '../../../app/toaster.tsx';
import { conflictOf } from '../../../app/graphqlErrors.ts';
import { reportFailure } from '../../../components/feedback.ts';

/**
 * arStatus / apStatus of an order ('0' by default, '1' when set): whether staff have confirmed
 * the order's receivables / payables complete. The seeds give no names for the values; the
 * words staff see are the model's (its history shows the same).
 */
export const arApStatusNames: Readonly<Record<string, string>> = AR_AP_STATUS_LABELS;

const sides = [
  { field: 'arStatus', label: '应收状态' },
  { field: 'apStatus', label: '应付状态' },
] as const;

export interface ArApStatusProps {
  orderCode: string;
  arStatus: string;
  apStatus: string;
  /** The order version the page read: the change names it (CONFLICT when it moved on since). */
  version: number;
  /** The order type's updateArApStatus mutation: ($orderCode, $arStatus, $apStatus, $expectedVersion). */
  mutation: DocumentNode;
  readOnly: boolean;
  /** After a change is stored (the order page reloads the order). */
  onChanged: () => unknown;
}

/** 应收状态 and 应付状态 of an order, each set on its own through updateArApStatus. */
export function ArApStatus({
  orderCode,
  arStatus,
  apStatus,
  version,
  mutation,
  readOnly,
  onChanged,
}: ArApStatusProps) {
  const [save] = useMutation(mutation);
  const [busy, setBusy] = useState<string | null>(null);
  const values: Record<(typeof sides)[number]['field'], string> = { arStatus, apStatus };

  const change = async (field: 'arStatus' | 'apStatus', value: string) => {
    setBusy(field);
    try {
      await save({ variables: { orderCode, [field]: value, expectedVersion: version } });
      showSuccess('更新成功');
      await onChanged();
    } catch (error) {
      reportFailure(error);
      // Changed elsewhere since the page read it: the page reads the order again, so the switches
      // show what is stored and the next change names the version it is now.
      if (conflictOf(error) !== null) await onChanged();
    } finally {
      setBusy(null);
    }
  };

  return (
    <HStack gap="8" wrap="wrap" role="group" aria-label="应收应付状态">
      {sides.map(({ field, label }) => {
        const value = values[field] || '0';
        return (
          <HStack key={field} gap="2">
            <Text fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Switch.Root
              size="sm"
              checked={value === '1'}
              disabled={readOnly || busy !== null}
              onCheckedChange={(e) => void change(field, e.checked ? '1' : '0')}
            >
              <Switch.HiddenInput aria-label={label} />
              <Switch.Control />
              <Switch.Label data-testid={`${field}-name`}>
                {arApStatusNames[value] ?? value}
              </Switch.Label>
            </Switch.Root>
            {busy === field ? <Spinner size="xs" /> : null}
          </HStack>
        );
      })}
    </HStack>
  );
}
