import { Switch } from '@chakra-ui/react';
import { FieldShell, ReadOnlyValue, useFormikField } from './FieldShell.tsx';
import { useFieldDisabled, useReadOnly } from './ReadOnly.tsx';

export interface SwitchFieldProps {
  name: string;
  label: string;
  /** The stored values; the seeds' flags are Y/N (some are '1'/'0'). */
  onValue?: string;
  offValue?: string;
  /** Words beside the switch; default 是/否. */
  onText?: string;
  offText?: string;
  disabled?: boolean;
  helperText?: string;
}

/** A yes/no flag kept as its code ('Y' / 'N' by default). */
export function SwitchField({
  name,
  label,
  onValue = 'Y',
  offValue = 'N',
  onText = '是',
  offText = '否',
  disabled,
  helperText,
}: SwitchFieldProps) {
  const { field, helpers, error } = useFormikField<string | null>(name);
  const off = useFieldDisabled(disabled);
  const checked = field.value === onValue;
  const readOnly = useReadOnly();
  if (readOnly) {
    return (
      <FieldShell label={label} error={error} disabled={off}>
        <ReadOnlyValue>{checked ? onText : offText}</ReadOnlyValue>
      </FieldShell>
    );
  }
  return (
    <FieldShell label={label} error={error} helperText={helperText} disabled={off}>
      <Switch.Root
        size="sm"
        checked={checked}
        disabled={off}
        onCheckedChange={(e) => {
          void helpers.setValue(e.checked ? onValue : offValue);
          void helpers.setTouched(true, false);
        }}
        minHeight="8"
      >
        <Switch.HiddenInput name={field.name} aria-label={label} />
        <Switch.Control />
        <Switch.Label>{checked ? onText : offText}</Switch.Label>
      </Switch.Root>
    </FieldShell>
  );
}
