import { useQuery } from '@apollo/client/react';
import { Badge, Box, Card, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DragEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { orderTypes } from '../../../../model/orders/index.ts';
import { KanbanBoardsDocument } from '../../__generated__/graphql.ts';
import type { KanbanPage_CardFragment } from '../../__generated__/graphql.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { RecordPickerField, SelectField } from '../../components/form/index.ts';
import { ListPage, SearchForm, formatDate, useListState } from '../../components/list/index.ts';
import { pickerLoaders } from '../../entities/kit/options.ts';
import { entryFor } from '../../entities/registry.ts';
import { useEntityOptions } from '../../entities/useEntityOptions.ts';

const searchDefaults = { shippingType: '', clientId: '' };
const typeOptions = orderTypes.map((t) => ({ value: t.shippingType, label: t.label }));
/** What a dragged card carries: the address of its order. */
const DRAG_TYPE = 'application/x-order-view-path';

/** /todo/kanban (看板): my open orders as cards, a column per workflow node, one board per type. */
export default function KanbanPage() {
  const navigate = useNavigate();
  const list = useListState(searchDefaults, 1);
  const { search } = list;
  const { data, loading, error } = useQuery(KanbanBoardsDocument, {
    variables: {
      shippingType: search.shippingType || null,
      clientId: search.clientId || null,
    },
  });
  const records = useEntityOptions(entryFor('seaport'));
  const [dropActive, setDropActive] = useState(false);

  if (isForbidden(error)) return <ForbiddenResult />;
  const kanban = data?.kanban;

  const openDropped = (event: DragEvent) => {
    event.preventDefault();
    setDropActive(false);
    const path = event.dataTransfer.getData(DRAG_TYPE);
    if (path.startsWith('/action/')) void navigate(path);
  };

  return (
    <ListPage
      title="看板"
      search={
        <SearchForm values={search} emptyValues={searchDefaults} onSearch={list.setSearch}>
          <SelectField
            name="shippingType"
            label="业务类型"
            options={typeOptions}
            placeholder="全部"
          />
          <RecordPickerField
            name="clientId"
            label="客户"
            {...pickerLoaders(records.options, 'client')}
          />
        </SearchForm>
      }
      toolbar={
        <Box
          role="region"
          aria-label="打开订单"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={dropActive ? 'colorPalette.solid' : 'border'}
          bg={dropActive ? 'colorPalette.subtle' : undefined}
          rounded="md"
          px="3"
          py="2"
          onDragOver={(e) => {
            if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
            e.preventDefault();
            setDropActive(true);
          }}
          onDragLeave={() => setDropActive(false)}
          onDrop={openDropped}
        >
          <Text fontSize="sm" color="fg.muted">
            将订单卡片拖到此处（或点击卡片）打开订单
            {kanban ? `；共 ${kanban.total} 个未完成订单` : ''}
            {kanban && kanban.shown < kanban.total
              ? `，显示最新 ${kanban.shown} 个，请用条件缩小范围`
              : ''}
          </Text>
        </Box>
      }
    >
      {loading && !kanban ? <PageLoading /> : null}
      {kanban && kanban.boards.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          暂无未完成的订单
        </Text>
      ) : null}
      <Stack gap="4">
        {(kanban?.boards ?? []).map((board) => (
          <Stack key={board.shippingType} gap="2" as="section" aria-label={`${board.typeName}看板`}>
            <HStack gap="2">
              <Heading as="h2" size="sm">
                {board.typeName}
              </Heading>
              <Badge variant="subtle">{board.cardCount}</Badge>
              <Link asChild fontSize="sm" color="colorPalette.fg" ml="auto">
                <RouterLink to={board.listPath}>订单列表</RouterLink>
              </Link>
            </HStack>
            <Flex gap="2" overflowX="auto" pb="2" align="flex-start">
              {board.columns.map((column) => (
                <Stack
                  key={column.node.code}
                  role="region"
                  aria-label={`${board.typeName} ${column.node.name}`}
                  data-node={column.node.code}
                  flex="0 0 220px"
                  gap="2"
                  bg="bg.muted"
                  rounded="md"
                  p="2"
                  minH="120px"
                >
                  <HStack justify="space-between">
                    <Text fontWeight="semibold" fontSize="sm">
                      {column.node.name}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {column.cards.length}
                    </Text>
                  </HStack>
                  {column.cards.map((card) => (
                    <OrderCard key={card.orderCode} card={card} />
                  ))}
                </Stack>
              ))}
            </Flex>
          </Stack>
        ))}
      </Stack>
    </ListPage>
  );
}

function OrderCard({ card }: { card: KanbanPage_CardFragment }) {
  const navigate = useNavigate();
  return (
    <Card.Root
      size="sm"
      variant="outline"
      bg="bg.panel"
      cursor="grab"
      draggable
      role="article"
      aria-label={`订单 ${card.orderCode}`}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, card.viewPath);
        e.dataTransfer.setData('text/plain', card.orderCode);
        e.dataTransfer.effectAllowed = 'link';
      }}
      onClick={(e) => {
        // The order code is a link of its own (keyboard and new-tab use).
        if ((e.target as HTMLElement).closest('a')) return;
        void navigate(card.viewPath);
      }}
      _hover={{ borderColor: 'colorPalette.solid' }}
    >
      <Card.Body gap="1" p="2">
        <Link asChild fontWeight="semibold" fontSize="sm" color="colorPalette.fg">
          <RouterLink to={card.viewPath} draggable={false}>
            {card.orderCode}
          </RouterLink>
        </Link>
        <Text fontSize="xs" lineClamp={1} title={card.clientName ?? ''}>
          {card.clientName ?? ''}
        </Text>
        <HStack justify="space-between" fontSize="xs" color="fg.muted">
          <Badge size="xs" variant="surface">
            {card.status.name}
          </Badge>
          <Text>{formatDate(card.createDate)}</Text>
        </HStack>
        {card.csrName ? (
          <Text fontSize="xs" color="fg.muted">{`客服：${card.csrName}`}</Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
