import { useQuery } from '@apollo/client/react';
import { Badge, Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { RecordHistory_PageFragment } from '../../__generated__/graphql.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { Pager } from '../../components/list/index.ts';
import { formatDateTime } from '../../components/list/format.ts';
import { historyDocuments } from './historyDocuments.ts';

export interface RecordHistoryProps {
  /** The record's GraphQL type (OceanExportOrder, Client, FeeLine…). */
  typeName: string;
  /** What names the record in its history query: { orderCode }, { id }, { id, kind }. */
  variables: Record<string, unknown>;
}

type Entry = RecordHistory_PageFragment['items'][number];

/** The history page in an answer: `<record> { history }`, or `feeLineHistory`. */
function pageIn(data: unknown): RecordHistory_PageFragment | null {
  if (typeof data !== 'object' || data === null) return null;
  for (const value of Object.values(data as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null) continue;
    const record = value as { history?: unknown; items?: unknown };
    if (record.history) return record.history as RecordHistory_PageFragment;
    if (record.items) return value as RecordHistory_PageFragment;
  }
  return null;
}

const EMPTY = '（空）';

function Value({ text }: { text: string | null }) {
  return text === null ? (
    <Text as="span" color="fg.subtle">
      {EMPTY}
    </Text>
  ) : (
    <>{text}</>
  );
}

function EntryCard({ entry }: { entry: Entry }) {
  return (
    <Box as="li" borderLeftWidth="2px" borderColor="colorPalette.solid" pl="3" listStyleType="none">
      <HStack gap="2" mb="1" wrap="wrap">
        <Text fontWeight="medium">{formatDateTime(entry.at)}</Text>
        <Text>{entry.userName}</Text>
        <Badge colorPalette="gray" variant="subtle">
          {entry.actionName}
        </Badge>
      </HStack>
      {entry.changes.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          没有字段变化
        </Text>
      ) : (
        <Table.Root size="sm" variant="line" aria-label={`${entry.actionName}的变更`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="20%">字段</Table.ColumnHeader>
              <Table.ColumnHeader width="40%">原值</Table.ColumnHeader>
              <Table.ColumnHeader width="40%">新值</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entry.changes.map((c) => (
              <Table.Row key={c.field}>
                <Table.Cell>{c.label}</Table.Cell>
                <Table.Cell>
                  <Value text={c.from ?? null} />
                </Table.Cell>
                <Table.Cell>
                  <Value text={c.to ?? null} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}

/** The record's history (历史): who changed which field, from what to what, newest first. */
export function RecordHistory({ typeName, variables }: RecordHistoryProps) {
  const document = historyDocuments[typeName];
  if (!document) throw new Error(`${typeName} 没有历史查询`);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const { data, loading, error } = useQuery(document, {
    variables: { ...variables, ...paging },
    fetchPolicy: 'network-only',
  });
  // A refusal is toasted by the app's error link.
  if (error) {
    return (
      <Text color="fg.error" py="4">
        历史记录加载失败
      </Text>
    );
  }
  const page = pageIn(data);
  if (loading && !page) return <PageLoading />;
  if (!page || page.total === 0) {
    return (
      <Text color="fg.muted" py="4">
        暂无历史记录
      </Text>
    );
  }
  return (
    <Stack gap="3" aria-label="历史记录">
      <Stack as="ol" gap="4" m="0" p="0">
        {page.items.map((entry) => (
          <EntryCard key={entry.id} entry={entry} />
        ))}
      </Stack>
      <Pager
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        total={page.total}
        onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
      />
    </Stack>
  );
}
