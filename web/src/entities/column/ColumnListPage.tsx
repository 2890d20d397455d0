import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { DataTable, ListPage, RowActions } from '../../components/list/index.ts';
import type { Column } from '../../components/list/index.ts';
import type { DictOption } from '../../components/form/DictSelect.tsx';
import { entryFor } from '../registry.ts';
import { useEntityOptions } from '../useEntityOptions.ts';

const columns: Column<DictOption>[] = [
  { key: 'name', title: '作业类型' },
  { key: 'code', title: '类型编码' },
];

/** /basic/column: the shipping types whose order-list columns are configured per node. */
export default function ColumnListPage() {
  // The shipping types are the ZYLX dictionary, as the workflow nodes declare it.
  const kit = useEntityOptions(entryFor('workflowNode'));
  if (isForbidden(kit.error)) return <ForbiddenResult />;
  const types = kit.options.dicts?.ZYLX ?? [];
  return (
    <ListPage title="列配置">
      <DataTable<DictOption>
        caption="作业类型列表"
        columns={columns}
        rows={types}
        rowKey={(row) => row.code}
        loading={kit.loading}
        actions={(row) => (
          <RowActions>
            <Button asChild variant="plain" size="xs" px="0" color="colorPalette.fg">
              <RouterLink
                to={`/basic/column/add?${new URLSearchParams({
                  shippingTypeCode: row.code,
                  shippingTypeName: row.name,
                }).toString()}`}
              >
                配置列
              </RouterLink>
            </Button>
          </RowActions>
        )}
      />
    </ListPage>
  );
}
