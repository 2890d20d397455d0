import { Card, Flex, HStack, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ListViewController } from './useListView.ts';
import { ViewBar } from './ViewBar.tsx';

export interface ListPageProps {
  title: string;
  /** Buttons in the title bar (新增, 导出 …). */
  actions?: ReactNode;
  /** Cards between the title bar and the search card (a summary the page leads with). */
  before?: ReactNode;
  /** The search card's content, usually a SearchForm. */
  search?: ReactNode;
  /** The table card's content: DataTable and Pager. */
  children: ReactNode;
  /** Above the table, inside its card (batch actions, totals). */
  toolbar?: ReactNode;
  /** The list's columns, sort and saved views (useListView): the view bar above the table. */
  view?: ListViewController<never>;
}

/** A list page: title bar with actions, the search card, the table card; fills the width. */
export function ListPage({
  title,
  actions,
  before,
  search,
  children,
  toolbar,
  view,
}: ListPageProps) {
  return (
    <Stack gap="3" width="full">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Heading as="h1" size="md">
          {title}
        </Heading>
        {actions ? <HStack gap="2">{actions}</HStack> : null}
      </Flex>
      {before}
      {search ? (
        <Card.Root size="sm" variant="outline">
          <Card.Body>{search}</Card.Body>
        </Card.Root>
      ) : null}
      <Card.Root size="sm" variant="outline">
        <Card.Body gap="3">
          {view ? <ViewBar view={view} /> : null}
          {toolbar}
          {children}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
