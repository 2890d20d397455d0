import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading.tsx';
import { ResultPage } from '../components/ResultPage.tsx';
import { useEntityRecord } from './EntityForm.tsx';
import { EntityListPage } from './EntityListPage.tsx';
import { entryFor } from './registry.ts';

/** /basic/supplier/menu?id=: the supplier's price list (费用价格), added and edited in place. */
export default function SupplierMenuPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { record, loading } = useEntityRecord(entryFor('supplier'), id);
  if (loading) return <PageLoading />;
  if (!id || !record) return <ResultPage code="404" title="供应商不存在" />;
  const name = typeof record.supplierName === 'string' ? record.supplierName : '';
  return (
    <EntityListPage
      entity="feePrice"
      title={`供应商价目表：${name}`}
      fixed={{ supplierId: id }}
      editInDialog
      actions={
        <Button asChild variant="outline">
          <RouterLink to="/basic/supplier">返回</RouterLink>
        </Button>
      }
    />
  );
}
