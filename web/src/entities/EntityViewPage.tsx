import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../app/pageTitle.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../components/QueryFailure.tsx';
import { ResultPage } from '../components/ResultPage.tsx';
import { historyDocuments } from '../features/history/historyDocuments.ts';
import { RecordTabs } from '../features/history/RecordTabs.tsx';
import { formCards, useEntityRecord } from './EntityForm.tsx';
import { ViewCard } from './EntityView.tsx';
import { entryFor } from './registry.ts';

/** `<route>/view?id=`: the record read-only, in the cards of its form. */
export function EntityViewPage({ entity }: { entity: string }) {
  const entry = entryFor(entity);
  const [params] = useSearchParams();
  const id = params.get('id');
  const { record, loading, error } = useEntityRecord(entry, id);
  const listPath = entry.decl.route ?? '/';
  const title = usePageTitle(`查看${entry.decl.label}`);

  if (isForbidden(error)) return <ForbiddenResult />;
  if (loading) return <PageLoading />;
  if (!record) return <ResultPage code="404" title={`${entry.decl.label}不存在`} />;
  const Extra = entry.viewExtra;
  const actions = (
    <HStack gap="2">
      <Button asChild variant="outline">
        <RouterLink to={listPath}>返回</RouterLink>
      </Button>
      {entry.docs.update ? (
        <Button asChild>
          <RouterLink to={`${listPath}/add?id=${id ?? ''}`}>编辑</RouterLink>
        </Button>
      ) : null}
    </HStack>
  );
  return (
    <Stack gap="3" aria-label={`查看${entry.decl.label}`}>
      <Heading as="h1" size="md">
        {title}
      </Heading>
      <RecordTabs
        typeName={entry.decl.typeName}
        variables={{ id }}
        enabled={Object.hasOwn(historyDocuments, entry.decl.typeName)}
      >
        <Stack gap="3">
          {formCards(entry).map((card, i) => (
            <ViewCard
              key={card.title}
              title={card.title}
              fields={card.fields}
              subLists={card.subLists}
              record={record}
              actions={i === 0 ? actions : undefined}
            />
          ))}
          {Extra && id ? (
            <Suspense fallback={null}>
              <Extra id={id} />
            </Suspense>
          ) : null}
        </Stack>
      </RecordTabs>
    </Stack>
  );
}
