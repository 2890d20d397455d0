import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Grid, HStack, Heading, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { businessDate, businessMonth } from '../../../../model/businessDate.ts';
import { addDays } from '../../../../model/todo/milestones.ts';
import { SchedulesDocument } from '../../__generated__/graphql.ts';
import type { SchedulePage_EntryFragment } from '../../__generated__/graphql.ts';
import { getUser } from '../../app/session.ts';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { DataTable, RowActions, StatusBadge } from '../../components/list/index.ts';
import type { BadgePalette, Column } from '../../components/list/index.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';

type Entry = SchedulePage_EntryFragment;

/** YYYY-MM moved by whole months. */
export function shiftMonth(yearMonth: string, months: number): string {
  const [y = 2000, m = 1] = yearMonth.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The days of a month's calendar, Monday first, padded to whole weeks with null. */
export function calendarDays(yearMonth: string): (string | null)[] {
  const first = `${yearMonth}-01`;
  const last = addDays(`${shiftMonth(yearMonth, 1)}-01`, -1);
  // 1 Monday … 7 Sunday, as the seeds number weekdays.
  const weekday = ((new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const days: (string | null)[] = Array<string | null>(weekday - 1).fill(null);
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return days;
}

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

const statusPalette: Record<string, BadgePalette> = {
  OPEN: 'blue',
  DONE: 'green',
  CANCELLED: 'gray',
};

function labelPalette(entry: Entry): string {
  if (entry.status !== 'OPEN') return 'gray';
  return entry.endDateLabel.startsWith('逾期') ? 'red' : 'orange';
}

interface Editing {
  entry: Entry | null;
  endDate: string;
}

/** 日程: the month's entries as a list beside a calendar; a dialog adds, edits, deletes, completes. */
export default function SchedulePage() {
  const [yearMonth, setYearMonth] = useState(businessMonth());
  const [editing, setEditing] = useState<Editing | null>(null);
  const { data, loading, error, refetch } = useQuery(SchedulesDocument, {
    variables: { filter: { yearMonth } },
    fetchPolicy: 'cache-and-network',
  });
  const entries = data?.schedules.entries ?? [];
  const total = data?.schedules.total ?? entries.length;
  const today = businessDate();
  const thisMonth = businessMonth();
  const user = getUser();

  const openNew = (endDate?: string) => {
    const fallback = yearMonth === thisMonth ? today : `${yearMonth}-01`;
    setEditing({ entry: null, endDate: endDate ?? (fallback < today ? today : fallback) });
  };

  const columns: Column<Entry>[] = [
    { key: 'endDate', title: '截止日期', kind: 'date', width: '110px' },
    { key: 'subject', title: '主题' },
    { key: 'salesman.userName', title: '执行人', width: '100px' },
    {
      key: 'status',
      title: '状态',
      kind: 'badge',
      width: '90px',
      render: (row) => (
        <StatusBadge
          status={row.statusName}
          label={row.statusName}
          colorPalette={statusPalette[row.status]}
        />
      ),
    },
    {
      key: 'endDateLabel',
      title: '到期',
      width: '100px',
      render: (row) => (
        <Badge variant="subtle" colorPalette={labelPalette(row)}>
          {row.endDateLabel}
        </Badge>
      ),
    },
    { key: 'createdBy', title: '创建人', width: '100px' },
  ];

  const byDay = new Map<string, Entry[]>();
  for (const entry of entries)
    byDay.set(entry.endDate, [...(byDay.get(entry.endDate) ?? []), entry]);

  if (isForbidden(error)) return <ForbiddenResult />;

  return (
    <Box>
      <Flex gap="2" align="center" wrap="wrap" mb="3">
        <Heading as="h1" size="md" mr="2">
          日程
        </Heading>
        <Button size="sm" variant="outline" onClick={() => setYearMonth(shiftMonth(yearMonth, -1))}>
          上月
        </Button>
        <Input
          type="month"
          size="sm"
          width="150px"
          aria-label="年月"
          value={yearMonth}
          onChange={(e) => {
            if (/^\d{4}-\d{2}$/.test(e.target.value)) setYearMonth(e.target.value);
          }}
        />
        <Button size="sm" variant="outline" onClick={() => setYearMonth(shiftMonth(yearMonth, 1))}>
          下月
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={yearMonth === thisMonth}
          onClick={() => setYearMonth(thisMonth)}
        >
          本月
        </Button>
        <Box flex="1" />
        <Text fontSize="sm" color="fg.muted">{`共 ${total} 条`}</Text>
        <Button size="sm" onClick={() => openNew()}>
          新增日程
        </Button>
      </Flex>
      {total > entries.length && (
        <Text role="status" fontSize="sm" color="fg.warning" mb="2">
          {`本月共 ${total} 条日程，仅显示截止日期最早的 ${entries.length} 条`}
        </Text>
      )}
      <Flex gap="4" align="flex-start" direction={{ base: 'column', xl: 'row' }}>
        <Box flex="1" minW="0" w="full" bg="bg.panel" borderWidth="1px" rounded="md">
          <DataTable
            caption={`${yearMonth} 日程`}
            columns={columns}
            rows={entries}
            loading={loading && !data}
            emptyText="本月没有日程"
            actionsWidth="70px"
            actions={(row) => (
              <RowActions>
                <Button
                  variant="plain"
                  size="xs"
                  px="0"
                  color="colorPalette.fg"
                  aria-label={`编辑 ${row.subject}`}
                  onClick={() => setEditing({ entry: row, endDate: row.endDate })}
                >
                  编辑
                </Button>
              </RowActions>
            )}
          />
        </Box>
        <Box
          as="section"
          aria-label={`${yearMonth} 日历`}
          w={{ base: 'full', xl: '460px' }}
          flexShrink={0}
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          p="2"
        >
          <Grid templateColumns="repeat(7, 1fr)" gap="1">
            {WEEKDAYS.map((w) => (
              <Text key={w} textAlign="center" fontSize="xs" color="fg.muted">
                {w}
              </Text>
            ))}
            {calendarDays(yearMonth).map((day, i) =>
              day === null ? (
                <Box key={`pad${i}`} />
              ) : (
                <Box
                  key={day}
                  minH="64px"
                  borderWidth="1px"
                  rounded="sm"
                  p="1"
                  bg={day === today ? 'blue.50' : undefined}
                  borderColor={day === today ? 'blue.300' : 'border'}
                  data-day={day}
                >
                  <HStack justify="space-between">
                    <Text fontSize="xs" fontWeight={day === today ? 'semibold' : 'normal'}>
                      {Number(day.slice(8))}
                    </Text>
                    {day >= today ? (
                      <Button
                        size="2xs"
                        variant="ghost"
                        h="4"
                        minW="4"
                        px="0"
                        aria-label={`在 ${day} 新增日程`}
                        onClick={() => openNew(day)}
                      >
                        +
                      </Button>
                    ) : null}
                  </HStack>
                  {(byDay.get(day) ?? []).map((entry) => (
                    <Text
                      key={entry.id}
                      as="button"
                      display="block"
                      w="full"
                      textAlign="start"
                      fontSize="2xs"
                      lineClamp={1}
                      px="1"
                      mt="0.5"
                      rounded="xs"
                      bg={`${statusPalette[entry.status] ?? 'gray'}.100`}
                      textDecoration={entry.status === 'CANCELLED' ? 'line-through' : undefined}
                      title={`${entry.subject}（${entry.salesman.userName}，${entry.statusName}）`}
                      onClick={() => setEditing({ entry, endDate: entry.endDate })}
                    >
                      {entry.subject}
                    </Text>
                  ))}
                </Box>
              ),
            )}
          </Grid>
        </Box>
      </Flex>
      <ScheduleDialog
        open={editing !== null}
        entry={editing?.entry ?? null}
        defaultEndDate={editing?.endDate ?? today}
        currentUserId={user?.userId ?? null}
        onClose={() => setEditing(null)}
        onChanged={() => void refetch()}
      />
    </Box>
  );
}
