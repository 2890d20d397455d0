import { Box, DataList, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Field, SubList } from '../../../model/masterData/types.ts';
import { FormSection } from '../components/form/FormSection.tsx';
import { formatDecimal } from '../components/form/decimal.ts';
import { DataTable, StatusBadge, formatDate } from '../components/list/index.ts';
import type { Column } from '../components/list/index.ts';
import { refLabel, statusText } from './convert.ts';
import type { Values } from './convert.ts';
import { columnsFor, displayOf } from './kit/index.ts';

function asText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A field's value as staff read it: names for codes and records, 是/否, formatted numbers. */
export function viewValue(record: Values, field: Field): ReactNode {
  const value = record[field.name];
  switch (field.kind) {
    case 'status':
      return <StatusBadge status={statusText(value)} />;
    case 'flag': {
      if (value === null || value === undefined || value === '') return '';
      const [yes] = field.values ?? ['Y', 'N'];
      return value === true || value === yes ? '是' : '否';
    }
    case 'dict':
      return displayOf(record, field);
    case 'ref':
    case 'user':
      return refLabel(record, field) ?? '';
    case 'decimal':
      return value === null || value === undefined ? '' : formatDecimal(asText(value), field.scale);
    case 'cents':
      return value === null || value === undefined ? '' : formatDecimal(asText(value), 2);
    case 'date':
      return formatDate(asText(value));
    case 'text':
      return (
        <Box as="span" whiteSpace="pre-wrap">
          {asText(value)}
        </Box>
      );
    default:
      return asText(value);
  }
}

/** Read-only label/value pairs of declared fields, in the form's grid. */
export function ViewFields({ fields, record }: { fields: readonly Field[]; record: Values }) {
  return (
    <DataList.Root orientation="vertical" size="sm">
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gapX="4" gapY="3">
        {fields.map((field) => {
          const value = viewValue(record, field);
          return (
            <DataList.Item
              key={field.name}
              gridColumn={field.kind === 'text' ? '1 / -1' : undefined}
            >
              <DataList.ItemLabel>{field.label}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Box minHeight="5">{value === '' || value === null ? '—' : value}</Box>
              </DataList.ItemValue>
            </DataList.Item>
          );
        })}
      </SimpleGrid>
    </DataList.Root>
  );
}

/** A sub-list's rows as a read-only table. */
export function ViewRows({ subList, record }: { subList: SubList; record: Values }) {
  const rows = Array.isArray(record[subList.name]) ? (record[subList.name] as Values[]) : [];
  const overrides: Partial<Record<string, Partial<Column<Values>>>> = {};
  for (const field of subList.fields) {
    if (field.kind === 'ref' || field.kind === 'user' || field.kind === 'dict') {
      overrides[field.name] = { render: (row) => viewValue(row, field) };
    }
  }
  const columns = columnsFor<Values>(
    { fields: subList.fields.map((f) => ({ ...f, list: true })) },
    overrides,
  );
  return (
    <DataTable<Values> caption={subList.label} columns={columns} rows={rows} maxHeight="360px" />
  );
}

/** A card of a view page: fields, or a sub-list's rows. */
export function ViewCard({
  title,
  fields,
  subLists,
  record,
  actions,
}: {
  title: string;
  fields: readonly Field[];
  subLists: readonly SubList[];
  record: Values;
  actions?: ReactNode;
}) {
  return (
    <FormSection title={title} save={false} actions={actions}>
      {fields.length > 0 ? <ViewFields fields={fields} record={record} /> : null}
      {subLists.map((sub) => (
        <ViewRows key={sub.name} subList={sub} record={record} />
      ))}
    </FormSection>
  );
}
