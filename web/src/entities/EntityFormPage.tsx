import { Heading, Stack } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../app/pageTitle.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../components/QueryFailure.tsx';
import { ResultPage } from '../components/ResultPage.tsx';
import { historyDocuments } from '../features/history/historyDocuments.ts';
import { RecordTabs } from '../features/history/RecordTabs.tsx';
import { EntityForm, useEntityRecord } from './EntityForm.tsx';
import { entryFor } from './registry.ts';

/** `<route>/add`: a new record, or with ?id= the record to edit; back to the list once saved. */
export function EntityFormPage({ entity }: { entity: string }) {
  const entry = entryFor(entity);
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const { record, loading, error, reload } = useEntityRecord(entry, id);
  const listPath = entry.decl.route ?? '/';
  const title = usePageTitle(`${id ? '编辑' : '新增'}${entry.decl.label}`);

  if (isForbidden(error)) return <ForbiddenResult />;
  if (loading) return <PageLoading />;
  if (id && !record) return <ResultPage code="404" title={`${entry.decl.label}不存在`} />;
  return (
    <Stack gap="3" width="full">
      <Heading as="h1" size="md">
        {title}
      </Heading>
      <RecordTabs
        typeName={entry.decl.typeName}
        variables={{ id }}
        enabled={id !== null && Object.hasOwn(historyDocuments, entry.decl.typeName)}
      >
        <EntityForm
          entity={entity}
          record={record}
          guardUnsaved
          onReload={reload}
          onSaved={() => void navigate(listPath)}
          onCancel={() => void navigate(listPath)}
        />
      </RecordTabs>
    </Stack>
  );
}
