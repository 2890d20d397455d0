import { Box, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FieldGridProps {
  /** Columns on a desktop; 2 on a tablet, 1 on a phone. */
  columns?: 3 | 4;
  children: ReactNode;
}

/** The form's field grid: 3–4 columns on a desktop, labels above inputs. */
export function FieldGrid({ columns = 4, children }: FieldGridProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: columns }} gapX="4" gapY="3" alignItems="start">
      {children}
    </SimpleGrid>
  );
}

/** A grid cell spanning the whole row (remarks, line items). */
export function FullRow({ children }: { children: ReactNode }) {
  return <Box gridColumn="1 / -1">{children}</Box>;
}
