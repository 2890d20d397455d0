import type { Values } from './convert.ts';
import { EntityForm } from './EntityForm.tsx';

/** The create form of an entity, for a dialog: done(saved record) once saved, cancel() to close. */
export function QuickCreateForm({
  entity,
  preset,
  done,
  cancel,
}: {
  entity: string;
  preset?: Values | undefined;
  done: (saved: Values) => void;
  cancel: () => void;
}) {
  return (
    <EntityForm
      entity={entity}
      record={null}
      preset={preset}
      columns={3}
      onSaved={done}
      onCancel={cancel}
      cancelText="取消"
    />
  );
}
