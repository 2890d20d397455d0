import { useQuery } from '@apollo/client/react';
import { Badge, Box, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { orderTypeByShippingType } from '../../../../model/orders/index.ts';
import { LateMilestonesDocument } from '../../__generated__/graphql.ts';
import type { LateMilestonesQuery } from '../../__generated__/graphql.ts';
import { DataTable, Pager } from '../../components/list/index.ts';
import type { Column } from '../../components/list/index.ts';

type Task = LateMilestonesQuery['lateMilestones']['items'][number];

/** The page of an order, by its shipping type code; null for a type the web does not know. */
export function orderViewPath(
  shippingType: string | null,
  orderCode: string | null,
): string | null {
  if (!shippingType || !orderCode) return null;
  const decl = orderTypeByShippingType(shippingType);
  return decl ? `${decl.route}/view?orderCode=${encodeURIComponent(orderCode)}` : null;
}

const columns: Column<Task>[] = [
  {
    key: 'orderCode',
    title: '订单号',
    width: '150px',
    render: (row) => {
      const path = orderViewPath(row.shippingType, row.orderCode);
      return path ? (
        <Link asChild color="colorPalette.fg">
          <RouterLink to={path}>{row.orderCode}</RouterLink>
        </Link>
      ) : (
        row.orderCode
      );
    },
  },
  { key: 'shippingTypeName', title: '业务类型', width: '90px' },
  { key: 'clientName', title: '客户' },
  { key: 'milestone.label', title: '节点', width: '70px' },
  { key: 'milestone.plannedDate', title: '计划日期', kind: 'date', width: '110px' },
  {
    key: 'milestone.daysLate',
    title: '逾期',
    width: '80px',
    render: (row) => (
      <Badge colorPalette="red" variant="subtle">{`逾期${row.milestone.daysLate}天`}</Badge>
    ),
  },
];

/** 待办任务: the late milestones of the orders the user is csr of, oldest first. */
export function MilestonesTasks() {
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const { data, loading } = useQuery(LateMilestonesDocument, {
    variables: page,
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.lateMilestones;
  return (
    <Box as="section" aria-label="待办任务" bg="bg.panel" borderWidth="1px" rounded="md" p="3">
      <HStack mb="2" gap="2">
        <Heading size="sm">待办任务</Heading>
        <Text fontSize="sm" color="fg.muted">
          我负责的订单中已过计划日期仍未完成的节点
        </Text>
      </HStack>
      <DataTable
        caption="逾期节点"
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(row) => `${row.orderCode}:${row.milestone.key}`}
        loading={loading && !data}
        emptyText="没有逾期的节点"
        maxHeight="320px"
      />
      {result && result.total > result.pageSize ? (
        <Pager
          pageNum={result.pageNum}
          pageSize={result.pageSize}
          total={result.total}
          onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
        />
      ) : null}
    </Box>
  );
}
