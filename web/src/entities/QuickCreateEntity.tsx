import { lazy, Suspense } from 'react';
import { entity as declOf } from '../../../model/masterData/index.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import type { QuickCreate, RecordOption } from '../components/form/RecordPicker.tsx';
import { QuickCreateModal } from '../components/form/QuickCreateModal.tsx';
import type { Values } from './convert.ts';

/** The picker option of a saved record: its id and title (HS codes: number and name). */
export function optionOfRecord(entity: string, record: Values): RecordOption {
  const decl = declOf(entity);
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const title = text(record[decl.titleField]);
  const label = entity === 'hsCode' ? `${text(record.goodsNo)} ${title}`.trim() : title;
  return { id: text(record.id), label };
}

// The create form, with every master-data page's documents, loads when a dialog first opens: the
// pages that offer it (the order pages) do not carry it.
const QuickCreateForm = lazy(() =>
  import('./QuickCreateForm.tsx').then((m) => ({ default: m.QuickCreateForm })),
);

/** What RecordPickerField's quickCreate takes: 新增<label> with the entity's create form. */
export function quickCreateOf(entity: string, preset?: Values): QuickCreate {
  return {
    title: `新增${declOf(entity).label}`,
    render: (done, cancel) => (
      <Suspense fallback={<PageLoading />}>
        <QuickCreateForm
          entity={entity}
          preset={preset}
          done={(saved) => done(optionOfRecord(entity, saved))}
          cancel={cancel}
        />
      </Suspense>
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
