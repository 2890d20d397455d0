import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Flex, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DictCategoryOptionsDocument } from '../__generated__/graphql.ts';
import { ForbiddenResult, isForbidden } from '../components/QueryFailure.tsx';
import { EntityListPage } from './EntityListPage.tsx';

/** /basic/bizdict: the dictionary categories, and the entries of the chosen one edited in a dialog. */
export default function DictionaryPage() {
  const { data, loading, error } = useQuery(DictCategoryOptionsDocument, {
    variables: { limit: 500 },
  });
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(null);
  const [filter, setFilter] = useState('');

  if (isForbidden(error)) return <ForbiddenResult />;
  const categories = data?.dictCategoryOptions ?? [];
  const current = categories.find((c) => c.id === chosen) ?? categories[0];
  const word = filter.trim().toLowerCase();
  const shown = categories.filter(
    (c) =>
      word === '' || c.name.toLowerCase().includes(word) || c.code.toLowerCase().includes(word),
  );

  return (
    <Flex gap="3" align="flex-start" width="full">
      <Card.Root size="sm" variant="outline" width="240px" flexShrink={0}>
        <Card.Header pb="2">
          <Heading as="h2" size="sm">
            字典类别
          </Heading>
        </Card.Header>
        <Card.Body pt="0" gap="2">
          <Input
            size="sm"
            placeholder="筛选类别"
            aria-label="筛选类别"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
          <Box maxHeight="calc(100vh - 240px)" overflowY="auto">
            {loading && categories.length === 0 ? (
              <Stack gap="2">
                <Skeleton height="6" />
                <Skeleton height="6" />
                <Skeleton height="6" />
              </Stack>
            ) : (
              <Stack gap="0.5" role="listbox" aria-label="字典类别">
                {shown.map((c) => (
                  <Button
                    key={c.id}
                    role="option"
                    aria-selected={c.id === current?.id}
                    variant={c.id === current?.id ? 'subtle' : 'ghost'}
                    size="sm"
                    justifyContent="space-between"
                    onClick={() => {
                      setChosen(c.id);
                      // The entries' search and page belong to the category left behind.
                      if (params.size > 0) setParams({});
                    }}
                  >
                    <Text truncate>{c.name}</Text>
                    <Text color="fg.muted" fontSize="xs">
                      {c.code}
                    </Text>
                  </Button>
                ))}
              </Stack>
            )}
          </Box>
        </Card.Body>
      </Card.Root>
      <Box flex="1" minWidth="0">
        {current ? (
          <EntityListPage
            key={current.code}
            entity="dict"
            title={`业务字典：${current.name}（${current.code}）`}
            fixed={{ categoryCode: current.code }}
            editInDialog
          />
        ) : null}
      </Box>
    </Flex>
  );
}
