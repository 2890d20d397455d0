import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  MarkAllMessagesReadDocument,
  MarkMessagesReadDocument,
  MessagesDocument,
} from '../../__generated__/graphql.ts';
import type { MessageKind, MessagesQuery } from '../../__generated__/graphql.ts';
import { reportFailure } from '../../components/feedback.ts';
import { DataTable, Pager, RowActions } from '../../components/list/index.ts';
import type { Column } from '../../components/list/index.ts';
import { useBackendFeatures } from '../../app/backendFeatures.ts';
import { FeatureNotice } from '../../components/FeatureNotice.tsx';
import { MilestonesTasks, orderViewPath } from './MilestonesTasks.tsx';

type Message = MessagesQuery['messages']['items'][number];

const kindPalette: Record<MessageKind, string> = {
  FEE_APPROVED: 'green',
  FEE_REJECTED: 'red',
  ORDER_MOVED: 'blue',
  SCHEDULE_ASSIGNED: 'purple',
  MILESTONE_LATE: 'orange',
};

/** The queries that show the unread count, refreshed after a message is read. */
export const unreadQueries = ['UnreadMessageCount', 'Messages'];

/** 消息: the user's messages, unread first to the eye, with the late-milestone tasks above. */
export default function MessagesPage() {
  const noMilestones = useBackendFeatures().unavailable('milestones');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const { data, loading } = useQuery(MessagesDocument, {
    variables: { filter: unreadOnly ? { read: false } : null, ...page },
    fetchPolicy: 'cache-and-network',
  });
  const [markRead] = useMutation(MarkMessagesReadDocument, { refetchQueries: unreadQueries });
  const [markAll, markAllState] = useMutation(MarkAllMessagesReadDocument, {
    refetchQueries: unreadQueries,
  });
  const result = data?.messages;
  const unread = data?.unreadMessageCount ?? 0;

  const read = async (ids: string[]) => {
    try {
      await markRead({ variables: { ids } });
    } catch (error) {
      reportFailure(error);
    }
  };

  const columns: Column<Message>[] = [
    {
      key: 'read',
      title: '状态',
      width: '70px',
      render: (row) =>
        row.read ? (
          <Text fontSize="xs" color="fg.subtle">
            已读
          </Text>
        ) : (
          <Badge colorPalette="red" variant="solid" size="sm">
            未读
          </Badge>
        ),
    },
    {
      key: 'kindName',
      title: '类型',
      width: '110px',
      render: (row) => (
        <Badge colorPalette={kindPalette[row.kind]} variant="subtle">
          {row.kindName}
        </Badge>
      ),
    },
    {
      key: 'title',
      title: '内容',
      render: (row) => (
        <Stack gap="0.5">
          <Text fontWeight={row.read ? 'normal' : 'semibold'}>{row.title}</Text>
          <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
            {row.content}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'orderCode',
      title: '订单',
      width: '150px',
      render: (row) => {
        const path = orderViewPath(row.shippingType ?? null, row.orderCode ?? null);
        return path ? (
          <Link asChild color="colorPalette.fg">
            <RouterLink to={path} onClick={() => !row.read && void read([row.id])}>
              {row.orderCode}
            </RouterLink>
          </Link>
        ) : (
          (row.orderCode ?? '')
        );
      },
    },
    { key: 'createdAt', title: '时间', kind: 'datetime', width: '140px' },
  ];

  return (
    <Stack gap="4">
      {/* The late-milestone tasks need milestones of their own (a back end may lack them). */}
      {noMilestones ? (
        <FeatureNotice feature="milestones">
          这里不会列出逾期节点的待办任务，消息不受影响。
        </FeatureNotice>
      ) : (
        <MilestonesTasks />
      )}
      <Box as="section" aria-label="消息列表" bg="bg.panel" borderWidth="1px" rounded="md" p="3">
        <Flex gap="2" align="center" mb="2" wrap="wrap">
          <Heading as="h1" size="sm">
            消息
          </Heading>
          <Text fontSize="sm" color="fg.muted">{`未读 ${unread} 条`}</Text>
          <Box flex="1" />
          <Button
            size="xs"
            variant={unreadOnly ? 'outline' : 'solid'}
            onClick={() => {
              setUnreadOnly(false);
              setPage((p) => ({ ...p, pageNum: 1 }));
            }}
          >
            全部
          </Button>
          <Button
            size="xs"
            variant={unreadOnly ? 'solid' : 'outline'}
            onClick={() => {
              setUnreadOnly(true);
              setPage((p) => ({ ...p, pageNum: 1 }));
            }}
          >
            未读
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={unread === 0}
            loading={markAllState.loading}
            onClick={() => void markAll().catch(reportFailure)}
          >
            全部标为已读
          </Button>
        </Flex>
        <DataTable
          caption="消息"
          columns={columns}
          rows={result?.items ?? []}
          loading={loading && !data}
          emptyText={unreadOnly ? '没有未读消息' : '暂无消息'}
          actionsWidth="80px"
          actions={(row) =>
            row.read ? null : (
              <RowActions>
                <Button
                  variant="plain"
                  size="xs"
                  px="0"
                  color="colorPalette.fg"
                  aria-label={`标为已读 ${row.title}`}
                  onClick={() => void read([row.id])}
                >
                  标为已读
                </Button>
              </RowActions>
            )
          }
        />
        {result ? (
          <Pager
            pageNum={result.pageNum}
            pageSize={result.pageSize}
            total={result.total}
            onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
          />
        ) : null}
      </Box>
    </Stack>
  );
}
