import { Box, DataList, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormSection } from '../../components/form/index.ts';

export interface DetailGridProps {
  title: string;
  actions?: ReactNode;
  /** Label and value pairs; an empty value shows a dash. */
  items: readonly (readonly [string, ReactNode])[];
}

/** A read-only record: the form's card and grid, values in place of inputs. */
export function DetailGrid({ title, actions, items }: DetailGridProps) {
  return (
    <FormSection title={title} save={false} actions={actions}>
      <DataList.Root orientation="vertical" size="sm">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gapX="4" gapY="3">
          {items.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Box>{value === null || value === undefined || value === '' ? '—' : value}</Box>
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </SimpleGrid>
      </DataList.Root>
    </FormSection>
  );
}
