import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Dialog,
  HStack,
  Portal,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
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

export interface RecordTabsProps extends RecordHistoryProps {
  /** The record's page as it is (its cards). */
  children: ReactNode;
  /** The first tab's title; default 详情. */
  detailTitle?: string;
  /** False for a record not saved yet: the details alone, without tabs. */
  enabled?: boolean;
}

/**
 * A record page with a 历史 tab beside its details. The details stay mounted while the history
 * shows (a form keeps what was typed); the history is read when its tab opens.
 */
export function RecordTabs({
  children,
  detailTitle = '详情',
  enabled = true,
  ...history
}: RecordTabsProps) {
  const [tab, setTab] = useState('detail');
  if (!enabled) return <>{children}</>;
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} size="sm" variant="line">
      <Tabs.List mb="3">
        <Tabs.Trigger value="detail">{detailTitle}</Tabs.Trigger>
        <Tabs.Trigger value="history">历史</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="detail" p="0">
        {children}
      </Tabs.Content>
      <Tabs.Content value="history" p="0">
        {tab === 'history' ? <RecordHistory {...history} /> : null}
      </Tabs.Content>
    </Tabs.Root>
  );
}

export interface HistoryButtonProps extends RecordHistoryProps {
  /** The dialog's title: what the record is (应收第2行 海运费). */
  title: string;
  /** The button's accessible name; default `${title}的历史`. */
  label?: string;
}

/** A record shown inside another page's table (a fee line): its 历史 in a dialog. */
export function HistoryButton({ title, label, ...history }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="plain"
        size="xs"
        px="0"
        colorPalette="blue"
        aria-label={label ?? `${title}的历史`}
        onClick={() => setOpen(true)}
      >
        历史
      </Button>
      {open ? (
        <Dialog.Root open size="lg" onOpenChange={(e) => setOpen(e.open)}>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{title} · 历史</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <RecordHistory {...history} />
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => setOpen(false)}>
                    关闭
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      ) : null}
    </>
  );
}
