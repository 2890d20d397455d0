import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  CreateOceanExportBillOfLadingDocument,
  OceanExportBillOfLadingDictionariesDocument,
  UpdateOceanExportBillOfLadingDocument,
} from '../../../__generated__/graphql.ts';
import { showError, showSuccess } from '../../../app/toaster.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../../components/QueryFailure.tsx';
import { useFormConflict } from '../../../components/useFormConflict.tsx';
import {
  FormSection,
  LineItemsField,
  applyServerErrors,
  useUnsavedChangesPrompt,
} from '../../../components/form/index.ts';
import { inputOfValues, recordLabelsOf, valuesOfRecord } from '../../../entities/convert.ts';
import type { Values } from '../../../entities/convert.ts';
import {
  FormFieldsFor,
  emptyRowOf,
  initialValuesFor,
  lineColumnsFor,
  yupSchemaFor,
} from '../../../entities/kit/index.ts';
import { entryFor } from '../../../entities/registry.ts';
import { dictsOf, useEntityOptions } from '../../../entities/useEntityOptions.ts';
import { RecordTabs } from '../../history/RecordTabs.tsx';
import { ladingDecl, ladingRoute, openOrderWindow } from './ladingShared.ts';
import { useLading } from './useLading.ts';

function Guard({ dirty, onReady }: { dirty: boolean; onReady: (allow: () => void) => void }) {
  const { prompt, allowNextNavigation } = useUnsavedChangesPrompt(dirty);
  onReady(allowNextNavigation);
  return prompt;
}

/** 提单录入 (`add?billofladingCode=` or `add?orderCode=`): the bill of lading form. */
export default function LadingFormPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const billofladingCode = params.get('billofladingCode') || null;
  const orderCode = params.get('orderCode') || null;
  const { record, prefill, loading, error, reload } = useLading(billofladingCode, orderCode);
  const records = useEntityOptions(entryFor('seaport'));
  const dictionaries = useQuery(OceanExportBillOfLadingDictionariesDocument);
  const kit = useMemo(
    () => ({ ...records.options, dicts: dictsOf(dictionaries.data) }),
    [records.options, dictionaries.data],
  );
  const [create] = useMutation(CreateOceanExportBillOfLadingDocument, {
    context: { skipErrorToast: true },
  });
  const [update] = useMutation(UpdateOceanExportBillOfLadingDocument, {
    context: { skipErrorToast: true },
  });
  const source = record ?? prefill;
  const initialValues = useMemo(
    () => (source ? valuesOfRecord(ladingDecl, source) : initialValuesFor(ladingDecl)),
    [source],
  );
  const labels = useMemo(() => (source ? recordLabelsOf(ladingDecl, source) : {}), [source]);
  const schema = useMemo(() => yupSchemaFor(ladingDecl.fields, ladingDecl.subLists), []);
  // A save refused because the bill changed since it was read (CONFLICT): the typed input stays.
  const inputs = useMemo(() => [...ladingDecl.fields, ...(ladingDecl.subLists ?? [])], []);
  const conflict = useFormConflict(inputs, record ? reload : undefined);
  let allow: () => void = () => undefined;

  if (isForbidden(error)) return <ForbiddenResult />;
  if (loading || (dictionaries.loading && !dictionaries.data)) return <PageLoading />;
  const id = record && typeof record.id === 'string' ? record.id : null;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const input = inputOfValues(ladingDecl, values);
    try {
      // The version the form was filled from.
      const expectedVersion = typeof record?.version === 'number' ? record.version : 0;
      const result = id
        ? await update({ variables: { id, input, expectedVersion } })
        : await create({ variables: { input } });
      const saved = result.data
        ? 'updateOceanExportBillOfLading' in result.data
          ? result.data.updateOceanExportBillOfLading
          : result.data.createOceanExportBillOfLading
        : null;
      showSuccess('保存成功');
      conflict.clear();
      helpers.resetForm({ values });
      allow();
      void navigate(
        `${ladingRoute}/add?billofladingCode=${encodeURIComponent(saved?.billofladingCode ?? '')}`,
      );
    } catch (err) {
      const message = conflict.refused(err, values, initialValues);
      if (message === null) return applyServerErrors(helpers, err);
      showError(message);
    }
  };

  const sub = ladingDecl.subLists?.[0];
  return (
    <RecordTabs typeName={ladingDecl.typeName} variables={{ id: id ?? '' }} enabled={id !== null}>
      <Formik<Values>
        initialValues={initialValues}
        validationSchema={schema}
        enableReinitialize
        onSubmit={submit}
      >
        {({ dirty, handleSubmit, handleReset, values }) => (
          <form noValidate aria-label="提单" onSubmit={handleSubmit} onReset={handleReset}>
            <Stack gap="3">
              {conflict.notice}
              <FormSection
                title={
                  id
                    ? `提单 ${typeof record?.billofladingCode === 'string' ? record.billofladingCode : ''}`
                    : '新增提单'
                }
                actions={
                  <HStack gap="2">
                    {typeof values.orderCode === 'string' && values.orderCode ? (
                      <Button
                        variant="outline"
                        onClick={() => openOrderWindow(String(values.orderCode))}
                      >
                        打开订单
                      </Button>
                    ) : null}
                    <Button variant="outline" onClick={() => void navigate(ladingRoute)}>
                      返回
                    </Button>
                  </HStack>
                }
              >
                <FormFieldsFor fields={ladingDecl.fields} recordLabels={labels} {...kit} />
              </FormSection>
              {sub ? (
                <FormSection title={sub.label}>
                  <Box role="group" aria-label={sub.label}>
                    <LineItemsField
                      name={sub.name}
                      columns={lineColumnsFor(sub.fields, kit)}
                      newRow={() => emptyRowOf(sub)}
                      maxRows={sub.max}
                    />
                  </Box>
                </FormSection>
              ) : null}
            </Stack>
            <Guard dirty={dirty} onReady={(a) => (allow = a)} />
          </form>
        )}
      </Formik>
    </RecordTabs>
  );
}
