import { useMutation } from '@apollo/client/react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { OrderNode, OrderSubList } from '../../../../../model/orders/index.ts';
import { showError, showSuccess } from '../../../app/toaster.tsx';
import { useFormConflict } from '../../../components/useFormConflict.tsx';
import {
  FieldGrid,
  FormSection,
  FullRow,
  LineItemsField,
  applyServerErrors,
} from '../../../components/form/index.ts';
import type { LineItemColumn, RecordOption } from '../../../components/form/index.ts';
import { lineColumnsFor } from '../../../entities/kit/index.ts';
import { ClientCreditNotice } from '../../settlements/ClientCreditNotice.tsx';
import { OrderFieldInput } from './OrderFieldInput.tsx';
import type { OrderEntry } from './registry.ts';
import { operationNames } from './registry.ts';
import { SubListCards } from './SubListCards.tsx';
import type { OrderOptions } from './useOrderOptions.ts';
import {
  crossFieldErrors,
  emptySubListRow,
  nodeFormFields,
  nodeInputOf,
  nodeSchemaOf,
  nodeSubLists,
  nodeValuesOf,
  recordLabelsOf,
} from './values.ts';
import type { Values } from './values.ts';
import { useIdempotencyKey } from '../../../app/idempotency.ts';

/** The card title of a node: 基本信息 for the first, 派送信息 for 派送, 实际信息 as is. */
export function sectionTitle(node: OrderNode, first: boolean): string {
  if (first) return '基本信息';
  return node.label.endsWith('信息') ? node.label : `${node.label}信息`;
}

function DirtyReporter({ onDirty }: { onDirty: (dirty: boolean) => void }) {
  const { dirty } = useFormikContext();
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  return null;
}

/** Fills the contact fields beside a picked broker (customsBrokerId → customsBrokerContact*). */
function useContactFill(node: OrderNode, options: OrderOptions) {
  const { values, setFieldValue } = useFormikContext<Values>();
  return (fieldName: string, record: RecordOption | null) => {
    if (!record) return;
    const base = fieldName.endsWith('Id') ? fieldName.slice(0, -2) : fieldName;
    const contact = options.contactOf(record.id);
    if (!contact) return;
    const fill: [string, string][] = [
      [`${base}ContactName`, contact.name],
      [`${base}ContactTel`, contact.tel],
      [`${base}ContactEmail`, contact.email],
    ];
    for (const [name, value] of fill) {
      if (node.fields.includes(name) && !values[name]) void setFieldValue(name, value);
    }
  };
}

/** The row's columns, with the computed cell (a cargo row's volume) shown as it is worked out. */
function subListColumns(sub: OrderSubList, options: OrderOptions): LineItemColumn[] {
  const columns = lineColumnsFor(sub.fields, options.kit);
  const computed = sub.computed;
  const field = computed && sub.fields.find((f) => f.name === computed.field);
  if (!computed || !field) return columns;
  return [
    ...columns,
    { key: field.name, title: field.label, kind: 'decimal', compute: computed.compute },
  ];
}

/** Rows with more fields than this show as cards rather than table rows. */
const cardsAbove = 6;

function SubListInput({
  sub,
  options,
  disabled,
}: {
  sub: OrderSubList;
  options: OrderOptions;
  disabled: boolean;
}) {
  const { values } = useFormikContext<Values>();
  const rule = sub.requiredWhen;
  const rows = values[sub.name];
  // Rows asked for by a rule (container rows of a full-container order) show only then.
  if (rule && values[rule.field] !== rule.code && !(Array.isArray(rows) && rows.length > 0)) {
    return null;
  }
  return (
    <FullRow>
      {sub.jsonLists?.length || sub.fields.length > cardsAbove ? (
        <SubListCards sub={sub} options={options} disabled={disabled} />
      ) : (
        <Box role="group" aria-label={sub.label}>
          <LineItemsField
            name={sub.name}
            label={sub.label}
            columns={subListColumns(sub, options)}
            newRow={() => emptySubListRow(sub)}
            maxRows={sub.max}
            disabled={disabled}
          />
        </Box>
      )}
    </FullRow>
  );
}

function NodeFields({
  entry,
  node,
  options,
  disabled,
  labels,
  saved,
}: {
  entry: OrderEntry;
  node: OrderNode;
  options: OrderOptions;
  disabled: boolean;
  labels: Record<string, string>;
  /** The order exists (its own client's credit shows with its fees). */
  saved: boolean;
}) {
  const fill = useContactFill(node, options);
  const fields = useMemo(() => nodeFormFields(entry.decl, node), [entry, node]);
  const subs = useMemo(() => nodeSubLists(entry.decl, node), [entry, node]);
  const hasClient = fields.some((f) => f.name === clientField);
  return (
    <FieldGrid columns={4}>
      {hasClient ? <ChosenClientCredit saved={saved} /> : null}
      {fields.map((field) => (
        <OrderFieldInput
          key={field.name}
          field={field}
          options={options}
          disabled={disabled}
          recordLabel={labels[field.name]}
          onPick={field.kind === 'ref' && field.refFilter ? (r) => fill(field.name, r) : undefined}
        />
      ))}
      {subs.map((sub) => (
        <SubListInput key={sub.name} sub={sub} options={options} disabled={disabled} />
      ))}
    </FieldGrid>
  );
}

/** The order's client: its credit is shown once chosen. */
const clientField = 'clientId';

/**
 * The credit warnings of the client chosen on the form (a new order, or another client for a saved
 * one), before saving; a saved order's own client shows them with its fees.
 */
function ChosenClientCredit({ saved }: { saved: boolean }) {
  const { values, initialValues } = useFormikContext<Values>();
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const id = text(values[clientField]) || null;
  const shown = id !== null && (!saved || id !== text(initialValues[clientField]));
  return shown ? (
    <FullRow>
      <ClientCreditNotice clientId={id} />
    </FullRow>
  ) : null;
}

export interface NodeSectionProps {
  entry: OrderEntry;
  node: OrderNode;
  title: string;
  /** The loaded order; null for a new one (the first node's save then creates it). */
  order: Values | null;
  orderCode: string | null;
  options: OrderOptions;
  readOnly: boolean;
  /** Values a new order starts with (csr = the signed-in user, or the copied order's). */
  preset?: Values;
  /** Labels of preset references (csrName) for the pickers. */
  presetLabels?: Record<string, string>;
  /** After a save: the order's code (new when the save created it). */
  onSaved: (orderCode: string, created: boolean) => void;
  /** Reads the order again (after a save refused because someone else changed it). */
  onReload: () => Promise<unknown>;
  onDirty: (key: string, dirty: boolean) => void;
  actions?: ReactNode;
  hint?: string;
}

/** One workflow node's card: its own form, rules and save button, sending only its fields. */
export function NodeSection({
  entry,
  node,
  title,
  order,
  orderCode,
  options,
  readOnly,
  preset,
  presetLabels,
  onSaved,
  onReload,
  onDirty,
  actions,
  hint,
}: NodeSectionProps) {
  const { decl, docs } = entry;
  const names = operationNames(decl);
  const saveDoc = orderCode ? docs.nodeSaves[node.key] : docs.create;
  const [save] = useMutation(saveDoc ?? docs.create, { context: { skipErrorToast: true } });
  const createKey = useIdempotencyKey();
  const initialValues = useMemo(
    () => nodeValuesOf(decl, node, order, preset),
    [decl, node, order, preset],
  );
  const schema = useMemo(() => nodeSchemaOf(decl, node), [decl, node]);
  const labels = useMemo(
    () => ({ ...recordLabelsOf(decl, order), ...presetLabels }),
    [decl, order, presetLabels],
  );
  const reportDirty = useMemo(() => (dirty: boolean) => onDirty(node.key, dirty), [onDirty, node]);
  // What a refused save lists of the typed input: the node's fields and rows.
  const inputs = useMemo(
    () => [...nodeFormFields(decl, node), ...nodeSubLists(decl, node)],
    [decl, node],
  );
  // A save refused because the record changed since it was read (CONFLICT).
  const conflict = useFormConflict(inputs, onReload);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const input = nodeInputOf(decl, node, values);
    // The version the form was filled from: the save is refused if the order moved on since.
    const expectedVersion = typeof order?.version === 'number' ? order.version : null;
    try {
      const result = await save({
        variables: orderCode ? { orderCode, input, expectedVersion } : { input },
        // The first save creates the order: a retry of it must not create a second one.
        ...(orderCode
          ? {}
          : { context: { skipErrorToast: true, idempotencyKey: createKey.current() } }),
      });
      if (!orderCode) createKey.renew();
      const key = orderCode ? names.nodeSave(node.key) : names.create;
      const saved = (result.data as Values | undefined)?.[key] as Values | undefined;
      const code = typeof saved?.orderCode === 'string' ? saved.orderCode : (orderCode ?? '');
      showSuccess('保存成功');
      conflict.clear();
      helpers.resetForm({ values });
      onSaved(code, !orderCode);
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
      validate={(values) => crossFieldErrors(decl, node, order, values)}
      enableReinitialize
      onSubmit={submit}
    >
      {({ handleSubmit, handleReset }) => (
        <form noValidate aria-label={title} onSubmit={handleSubmit} onReset={handleReset}>
          <FormSection
            title={title}
            save={readOnly || (!orderCode && !saveDoc) ? false : {}}
            actions={actions}
          >
            <Stack gap="3">
              {hint ? (
                <Text fontSize="sm" color="fg.muted">
                  {hint}
                </Text>
              ) : null}
              {conflict.notice}
              <NodeFields
                entry={entry}
                node={node}
                options={options}
                disabled={readOnly}
                labels={labels}
                saved={orderCode !== null}
              />
            </Stack>
          </FormSection>
          <DirtyReporter onDirty={reportDirty} />
        </form>
      )}
    </Formik>
  );
}
