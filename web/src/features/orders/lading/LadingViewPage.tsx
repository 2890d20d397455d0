import { Button, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../../components/QueryFailure.tsx';
import { ResultPage } from '../../../components/ResultPage.tsx';
import { ViewCard } from '../../../entities/EntityView.tsx';
import { RecordTabs } from '../../history/RecordTabs.tsx';
import { ladingDecl, ladingRoute, openOrderWindow } from './ladingShared.ts';
import { useLading } from './useLading.ts';

/** 查看提单 (`view?billofladingCode=`). */
export default function LadingViewPage() {
  const [params] = useSearchParams();
  const code = params.get('billofladingCode') || null;
  const { record, loading, error } = useLading(code, null);
  if (isForbidden(error)) return <ForbiddenResult />;
  if (loading) return <PageLoading />;
  if (!record) return <ResultPage code="404" title="提单不存在" />;
  const orderCode = typeof record.orderCode === 'string' ? record.orderCode : '';
  return (
    <RecordTabs typeName={ladingDecl.typeName} variables={{ id: String(record.id) }}>
      <Stack gap="3" aria-label="查看提单">
        <ViewCard
          title={`提单 ${code ?? ''}`}
          fields={ladingDecl.fields}
          subLists={[]}
          record={record}
          actions={
            <HStack gap="2">
              {orderCode ? (
                <Button variant="outline" onClick={() => openOrderWindow(orderCode)}>
                  打开订单
                </Button>
              ) : null}
              <Button asChild variant="outline">
                <RouterLink to={ladingRoute}>返回</RouterLink>
              </Button>
              <Button asChild>
                <RouterLink
                  to={`${ladingRoute}/add?billofladingCode=${encodeURIComponent(code ?? '')}`}
                >
                  编辑
                </RouterLink>
              </Button>
            </HStack>
          }
        />
        {(ladingDecl.subLists ?? []).map((sub) => (
          <ViewCard key={sub.name} title={sub.label} fields={[]} subLists={[sub]} record={record} />
        ))}
      </Stack>
    </RecordTabs>
  );
}
