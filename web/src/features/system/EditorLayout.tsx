import { Card, Flex, Grid, HStack, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EditorLayoutProps {
  title: string;
  /** Buttons over the tree (新增下级, 新增同级, 删除 …). */
  treeActions: ReactNode;
  tree: ReactNode;
  /** The selected node's form. */
  children: ReactNode;
}

/** The tree editors' page: the tree on the left, the selected node's form on the right. */
export function EditorLayout({ title, treeActions, tree, children }: EditorLayoutProps) {
  return (
    <Stack gap="3" width="full">
      <Heading as="h1" size="md">
        {title}
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: '340px 1fr' }} gap="3" alignItems="start">
        <Card.Root size="sm" variant="outline">
          <Card.Header borderBottomWidth="1px" pb="2">
            <HStack gap="2" wrap="wrap">
              {treeActions}
            </HStack>
          </Card.Header>
          <Card.Body pt="2" maxHeight="calc(100vh - 220px)" overflowY="auto">
            {tree}
          </Card.Body>
        </Card.Root>
        <Flex direction="column" gap="3">
          {children}
        </Flex>
      </Grid>
    </Stack>
  );
}
