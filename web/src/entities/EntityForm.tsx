import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Stack } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import type { FormikErrors, FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import type { FocusEvent, ReactNode, RefObject } from 'react';
import { EntityUserOptionsDocument } from '../__generated__/graphql.ts';
import { showError, showSuccess } from '../app/toaster.tsx';
import { useFormConflict } from '../components/useFormConflict.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { QuickCreateModal } from '../components/form/QuickCreateModal.tsx';
import { FormSection } from '../components/form/FormSection.tsx';
import { applyServerErrors } from '../components/form/applyServerErrors.ts';
import { fieldNameOfInput } from '../components/form/FieldShell.tsx';
import { useUnsavedChangesPrompt } from '../components/form/useUnsavedChangesPrompt.tsx';
import { inputOfValues, recordLabelsOf, validationVariables, valuesOfRecord } from './convert.ts';
import type { Values } from './convert.ts';
import {
  FormFieldsFor,
  emptyRowOf,
  initialValuesFor,
  lineColumnsFor,
  yupSchemaFor,
} from './kit/index.ts';
import { LineItemsField } from '../components/form/LineItemsField.tsx';
import type { KitOptions } from './kit/index.ts';
import { entryFor } from './registry.ts';
import type { RegistryEntry } from './registry.ts';
import { useEntityOptions } from './useEntityOptions.ts';
import { useIdempotencyKey } from '../app/idempotency.ts';

/** The cards of an entity's form: 基本信息, then the declared sections, then one per sub-list. */
export function formCards(entry: RegistryEntry) {
  const { decl } = entry;
  const inSections = new Set((entry.sections ?? []).flatMap((s) => s.fields));
  const fieldsNamed = (names: readonly string[]) =>
    decl.fields.filter((f) => names.includes(f.name));
  return [
    { title: '基本信息', fields: decl.fields.filter((f) => !inSections.has(f.name)), subLists: [] },
    ...(entry.sections ?? []).map((s) => ({
      title: s.title,
      fields: fieldsNamed(s.fields),
      subLists: [],
    })),
    ...(decl.subLists ?? []).map((sub) => ({ title: sub.label, fields: [], subLists: [sub] })),
  ];
}

/** A value taken by another record, as a uniqueness check answered it. */
interface Taken {
  field: string;
  key: string;
  message: string;
}

const keyOf = (vars: Record<string, string>) => JSON.stringify(vars);

function resultField(data: unknown, key: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Values)[key] : undefined;
}

/**
 * Runs the declared uniqueness check when one of its fields loses focus; a taken value shows
 * the declaration's message on the check's last field until it changes.
 */
function UniquenessCheck({
  entry,
  recordId,
  taken,
  children,
}: {
  entry: RegistryEntry;
  recordId: string | null;
  taken: RefObject<Taken | null>;
  children: ReactNode;
}) {
  const client = useApolloClient();
  const formik = useFormikContext<Values>();
  const check = entry.decl.validations?.[0];
  const query = entry.docs.validate;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!check || !query) return;
    const inputName = (event.target as { name?: unknown }).name;
    if (typeof inputName !== 'string') return;
    const name = fieldNameOfInput(inputName);
    if (!check.fields.includes(name)) return;
    const vars = validationVariables(entry.decl, check.fields, formik.values);
    if (!vars) return;
    const field = check.fields[check.fields.length - 1] ?? name;
    void client
      .query({ query, variables: { ...vars, id: recordId }, fetchPolicy: 'network-only' })
      .then((result) => {
        const free = resultField(result.data, `validate${entry.decl.typeName}`) !== false;
        const label = entry.decl.fields.find((f) => f.name === field)?.label ?? '';
        taken.current = free
          ? null
          : { field, key: keyOf(vars), message: check.message || `${label}已存在` };
        void formik.setFieldTouched(field, true, false);
        void formik.validateForm();
      })
      // The save answers the same refusal; a failed check must not block typing.
      .catch(() => undefined);
  };
  return <Box onBlur={onBlur}>{children}</Box>;
}

function DirtyGuard({ dirty, allow }: { dirty: boolean; allow: RefObject<(() => void) | null> }) {
  const { prompt, allowNextNavigation } = useUnsavedChangesPrompt(dirty);
  useEffect(() => {
    allow.current = allowNextNavigation;
  }, [allow, allowNextNavigation]);
  return prompt;
}

export interface EntityFormProps {
  /** The declared entity's name ('client'). */
  entity: string;
  /** The loaded record when editing; null for a new one. */
  record: Values | null;
  /** Values a new record starts with (the category of a dictionary entry). */
  preset?: Values;
  /** After 保存成功, with the saved record as the server answered it. */
  onSaved: (record: Values) => void;
  /** Reads the record again (after a save refused because someone else changed it). */
  onReload?: () => Promise<unknown>;
  /** A 返回 / 取消 button in the first card. */
  onCancel?: () => void;
  cancelText?: string;
  /** A page (not a dialog): warns before leaving with unsaved changes. */
  guardUnsaved?: boolean;
  columns?: 3 | 4;
}

/** The add/edit form of any declared entity: formik + yup from the declaration, cards, sub-lists. */
export function EntityForm(props: EntityFormProps) {
  const entry = entryFor(props.entity);
  const kit = useEntityOptions(entry);
  if (kit.loading) return <PageLoading />;
  return <EntityFormBody {...props} entry={entry} options={kit.options} />;
}

function EntityFormBody({
  entry,
  options,
  record,
  preset,
  onSaved,
  onReload,
  onCancel,
  cancelText = '返回',
  guardUnsaved = false,
  columns = 4,
}: EntityFormProps & { entry: RegistryEntry; options: KitOptions }) {
  const { decl, docs } = entry;
  const recordId = record && typeof record.id === 'string' ? record.id : null;
  const fallback = docs.page ?? EntityUserOptionsDocument;
  const [create] = useMutation(docs.create ?? fallback, { context: { skipErrorToast: true } });
  const [update] = useMutation(docs.update ?? fallback, { context: { skipErrorToast: true } });
  const createKey = useIdempotencyKey();
  const taken = useRef<Taken | null>(null);
  const allow = useRef<(() => void) | null>(null);

  const initialValues = useMemo(
    () => (record ? valuesOfRecord(decl, record) : { ...initialValuesFor(decl), ...preset }),
    [decl, record, preset],
  );
  const schema = useMemo(() => yupSchemaFor(decl.fields, decl.subLists), [decl]);
  const labels = useMemo(() => (record ? recordLabelsOf(decl, record) : {}), [decl, record]);
  const cards = useMemo(() => formCards(entry), [entry]);
  // What a refused save lists of the typed input: every field and sub-list of the entity.
  const inputs = useMemo(() => [...decl.fields, ...(decl.subLists ?? [])], [decl]);
  // A save refused because the record changed since it was read (CONFLICT).
  const conflict = useFormConflict(inputs, onReload);

  const validate = (values: Values): FormikErrors<Values> => {
    const t = taken.current;
    const check = decl.validations?.[0];
    if (!t || !check) return {};
    const vars = validationVariables(decl, check.fields, values);
    return vars && keyOf(vars) === t.key ? { [t.field]: t.message } : {};
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const input = inputOfValues(decl, values);
    try {
      // The version the form was filled from, for a record that has one.
      const based = typeof record?.version === 'number' ? { expectedVersion: record.version } : {};
      const result = recordId
        ? await update({ variables: { id: recordId, input, ...based } })
        : await create({
            variables: { input },
            context: { skipErrorToast: true, idempotencyKey: createKey.current() },
          });
      if (!recordId) createKey.renew();
      const key = `${recordId ? 'update' : 'create'}${decl.typeName}`;
      const saved = resultField(result.data, key);
      showSuccess('保存成功');
      allow.current?.();
      conflict.clear();
      onSaved(typeof saved === 'object' && saved !== null ? (saved as Values) : {});
    } catch (error) {
      const message = conflict.refused(error, values, initialValues);
      if (message === null) return applyServerErrors(helpers, error);
      showError(message);
    }
  };

  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={schema}
      validate={validate}
      enableReinitialize
      onSubmit={submit}
    >
      {({ dirty, handleSubmit, handleReset }) => (
        <form
          noValidate
          aria-label={`${recordId ? '编辑' : '新增'}${decl.label}`}
          // A quick-create dialog sits inside another form (an order) in React's tree, where
          // its submit would bubble to that form too.
          onSubmit={(e) => {
            e.stopPropagation();
            handleSubmit(e);
          }}
          onReset={handleReset}
        >
          <UniquenessCheck entry={entry} recordId={recordId} taken={taken}>
            <Stack gap="3">
              {conflict.notice}
              {cards.map((card, i) => (
                <FormSection
                  key={card.title}
                  title={card.title}
                  actions={
                    i === 0 && onCancel ? (
                      <Button variant="outline" onClick={onCancel}>
                        {cancelText}
                      </Button>
                    ) : undefined
                  }
                >
                  {card.fields.length > 0 ? (
                    <FormFieldsFor
                      fields={card.fields}
                      columns={columns}
                      recordLabels={labels}
                      {...options}
                    />
                  ) : null}
                  {card.subLists.map((sub) => (
                    // The card's title names the rows; the group keeps that name for assistive tech.
                    <Box key={sub.name} role="group" aria-label={sub.label}>
                      <LineItemsField
                        name={sub.name}
                        columns={lineColumnsFor(sub.fields, options)}
                        newRow={() => emptyRowOf(sub)}
                        maxRows={sub.max}
                      />
                    </Box>
                  ))}
                </FormSection>
              ))}
            </Stack>
          </UniquenessCheck>
          {guardUnsaved ? <DirtyGuard dirty={dirty} allow={allow} /> : null}
        </form>
      )}
    </Formik>
  );
}

/** The record to edit, loaded by id; null for a new one. */
export function useEntityRecord(entry: RegistryEntry, id: string | null) {
  const { decl, docs } = entry;
  const { data, loading, error, refetch } = useQuery(docs.byId ?? EntityUserOptionsDocument, {
    variables: { id: id ?? '' },
    skip: !id || !docs.byId,
    fetchPolicy: 'network-only',
  });
  const found = resultField(data, decl.name);
  const record = typeof found === 'object' && found !== null ? (found as Values) : null;
  return { record, loading: Boolean(id) && loading && !data, error, reload: () => refetch() };
}

export interface EntityFormDialogProps {
  entity: string;
  /** The record to edit; null for a new one. */
  id: string | null;
  preset?: Values;
  onClose: () => void;
  onSaved: (record: Values) => void;
}

/** The entity's form in a dialog: the lists edited in place (dictionary entries). */
export function EntityFormDialog({ entity, id, preset, onClose, onSaved }: EntityFormDialogProps) {
  const entry = entryFor(entity);
  return (
    <QuickCreateModal<Values>
      open
      title={`${id ? '编辑' : '新增'}${entry.decl.label}`}
      onClose={onClose}
      onCreated={onSaved}
      size="xl"
    >
      {(done, cancel) => (
        <DialogForm entry={entry} id={id} preset={preset} done={done} cancel={cancel} />
      )}
    </QuickCreateModal>
  );
}

function DialogForm({
  entry,
  id,
  preset,
  done,
  cancel,
}: {
  entry: RegistryEntry;
  id: string | null;
  preset: Values | undefined;
  done: (record: Values) => void;
  cancel: () => void;
}) {
  const { record, loading, reload } = useEntityRecord(entry, id);
  if (loading) return <PageLoading />;
  return (
    <EntityForm
      entity={entry.decl.name}
      record={record}
      preset={preset}
      onSaved={done}
      onReload={reload}
      onCancel={cancel}
      cancelText="取消"
      columns={3}
    />
  );
}
