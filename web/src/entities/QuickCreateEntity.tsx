import type { QuickCreate, RecordOption } from '../components/form/RecordPicker.tsx';
import { QuickCreateModal } from '../components/form/QuickCreateModal.tsx';
import type { Values } from './convert.ts';
import { EntityForm } from './EntityForm.tsx';
import { entryFor } from './registry.ts';

/** The picker option of a saved record: its id and title (HS codes: number and name). */
export function optionOfRecord(entity: string, record: Values): RecordOption {
  const { decl } = entryFor(entity);
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const title = text(record[decl.titleField]);
  const label = entity === 'hsCode' ? `${text(record.goodsNo)} ${title}`.trim() : title;
  return { id: text(record.id), label };
}

/** The create form of an entity, for a dialog: done(option) once saved, cancel() to close. */
function QuickCreateForm({
  entity,
  preset,
  done,
  cancel,
}: {
  entity: string;
  preset?: Values;
  done: (record: RecordOption) => void;
  cancel: () => void;
}) {
  return (
    <EntityForm
      entity={entity}
      record={null}
      preset={preset}
      columns={3}
      onSaved={(saved) => done(optionOfRecord(entity, saved))}
      onCancel={cancel}
      cancelText="取消"
    />
  );
}

/** What RecordPickerField's quickCreate takes: 新增<label> with the entity's create form. */
export function quickCreateOf(entity: string, preset?: Values): QuickCreate {
  const { decl } = entryFor(entity);
  return {
    title: `新增${decl.label}`,
    render: (done, cancel) => (
      <QuickCreateForm entity={entity} preset={preset} done={done} cancel={cancel} />
    ),
  };
}

export interface QuickCreateProps {
  open: boolean;
  onClose: () => void;
  /** The saved record as a picker option. */
  onCreated: (record: RecordOption) => void;
  /** Values the new record starts with (a shipping type, an address type). */
  preset?: Values;
}

/** A dialog creating one record of a declared entity with the same form as its add page. */
export function QuickCreateEntity({
  entity,
  open,
  onClose,
  onCreated,
  preset,
}: QuickCreateProps & { entity: string }) {
  const { title, render } = quickCreateOf(entity, preset);
  return (
    <QuickCreateModal<RecordOption>
      open={open}
      title={title}
      onClose={onClose}
      onCreated={onCreated}
      size="xl"
    >
      {render}
    </QuickCreateModal>
  );
}
