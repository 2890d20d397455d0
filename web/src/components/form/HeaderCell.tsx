import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useReadOnly } from './ReadOnly.tsx';

/**
 * A column's width as a header cell's style: a size token of the theme ('12') as its variable, a
 * CSS length ('110px') as it is.
 */
export const columnWidth = (width: string | undefined) =>
  width && /^\d+(\.\d+)?$/.test(width) ? `var(--chakra-sizes-${width.replace('.', '\\.')})` : width;

/**
 * The header cell of a titled column in an editable table (a form's sub-list, the fee grid), a
 * plain `<th>` styled by its table (components/list/tableCss.ts): on one line, and marked when the
 * column is required. A read-only table asks for nothing, so shows no marks.
 */
export function HeaderCell({
  children,
  required = false,
  width,
}: {
  children: ReactNode;
  required?: boolean | undefined;
  width?: string | undefined;
}) {
  const readOnly = useReadOnly();
  const mark = required && !readOnly;
  return (
    <th style={width === undefined ? undefined : { width: columnWidth(width) }} data-nowrap="">
      {mark ? (
        <Text as="span" color="fg.error" me="0.5">
          *
        </Text>
      ) : null}
      {children}
    </th>
  );
}
