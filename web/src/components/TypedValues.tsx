import { Stack, Text } from '@chakra-ui/react';

export interface TypedValuesProps {
  /** The form's fields in their order on the page. */
  fields: readonly { name: string; label: string }[];
  /** What the user had typed when the save was refused. */
  typed: Readonly<Record<string, unknown>>;
  /** What the form was filled with: only the fields the user changed are listed. */
  read: Readonly<Record<string, unknown>>;
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '（空）';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `${value.length} 行`;
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** A refused form's changed fields as text (label：value), to enter again after a reload. */
export function TypedValues({ fields, typed, read }: TypedValuesProps) {
  const changed = fields.filter((f) => !same(typed[f.name], read[f.name]));
  if (changed.length === 0) return <Text fontSize="sm">（没有修改的内容）</Text>;
  return (
    <Stack as="ul" gap="0.5" fontSize="sm" pl="4" aria-label="未保存的输入">
      {changed.map((f) => (
        <Text as="li" key={f.name}>
          {f.label}：{shown(typed[f.name])}
        </Text>
      ))}
    </Stack>
  );
}
