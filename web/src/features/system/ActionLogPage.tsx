import { useQuery } from '@apollo/client/react';
import { Box, Button, Code, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ActionLogDocument } from '../../__generated__/graphql.ts';
import type { ActionLogPage_EntryFragment } from '../../__generated__/graphql.ts';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { DateField, TextField } from '../../components/form/index.ts';
import {
  DataTable,
  ListPage,
  Pager,
  SearchForm,
  defaultPageSizes,
  useListState,
} from '../../components/list/index.ts';
import type { Column } from '../../components/list/index.ts';
import { useBackendFeatures } from '../../app/backendFeatures.ts';
import { FeatureNotice } from '../../components/FeatureNotice.tsx';
import { SignInFailuresCard } from './SignInFailuresCard.tsx';

const searchDefaults = {
  userName: '',
  controller: '',
  action: '',
  recordKey: '',
  from: '',
  to: '',
};

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** A JSON value as staff read it: text without quotes, absent as a dash. */
function shown(value: string | null): string {
  if (value === null) return '—';
  try {
    const parsed = JSON.parse(value) as unknown;
    if (parsed === null || parsed === '') return '—';
    return typeof parsed === 'string' ? parsed : JSON.stringify(parsed);
  } catch {
    return value;
  }
}

/** The changed fields of an entry, folded to a count until opened. */
function Changes({ entry }: { entry: ActionLogPage_EntryFragment }) {
  const [open, setOpen] = useState(false);
  if (entry.changes.length === 0) return <Text color="fg.subtle">无字段变更</Text>;
  return (
    <Stack gap="1">
      <Button
        variant="plain"
        size="xs"
        px="0"
        alignSelf="start"
        color="colorPalette.fg"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? '收起' : `展开 ${entry.changes.length} 个字段`}
      </Button>
      {open ? (
        <Box as="ul" listStyleType="none" fontSize="xs" aria-label="变更字段">
          {entry.changes.map((change) => (
            <Box as="li" key={change.field} py="0.5">
              <Code size="sm">{change.field}</Code>{' '}
              <Text as="span" color="red.600" textDecoration="line-through">
                {shown(change.before)}
              </Text>
              {' → '}
              <Text as="span" color="green.700">
                {shown(change.after)}
              </Text>
            </Box>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * /sys/actionlog: every write of the current organisation, newest first; for an administrator,
 * the accounts with recent failed sign-ins above it.
 */
export default function ActionLogPage() {
  // Sign-in failures are a feature of their own (a back end may keep the log without them).
  const noSignInFailures = useBackendFeatures().unavailable('loginFailures');
  const list = useListState(searchDefaults, defaultPageSizes.basic);
  const { search } = list;
  const { data, loading, error } = useQuery(ActionLogDocument, {
    variables: {
      pageNum: list.pageNum,
      pageSize: list.pageSize,
      filter: {
        userName: orNull(search.userName),
        controller: orNull(search.controller),
        action: orNull(search.action),
        recordKey: orNull(search.recordKey),
        from: orNull(search.from),
        to: orNull(search.to),
      },
    },
  });
  if (isForbidden(error)) return <ForbiddenResult />;

  const columns: Column<ActionLogPage_EntryFragment>[] = [
    { key: 'at', title: '操作时间', kind: 'datetime', width: '150px' },
    { key: 'userName', title: '操作人' },
    { key: 'organisation.orgName', title: '组织' },
    { key: 'controller', title: '控制器' },
    { key: 'action', title: '操作' },
    { key: 'recordKey', title: '记录标识' },
    { key: 'ip', title: 'IP' },
    { key: 'changes', title: '变更内容', render: (entry) => <Changes entry={entry} /> },
  ];

  return (
    <ListPage
      title="操作日志"
      before={noSignInFailures ? <FeatureNotice feature="loginFailures" /> : <SignInFailuresCard />}
      search={
        <SearchForm values={search} emptyValues={searchDefaults} onSearch={list.setSearch}>
          <TextField name="userName" label="操作人" />
          <TextField name="controller" label="控制器" placeholder="如 tbSysUser" />
          <TextField name="action" label="操作" placeholder="如 update" />
          <TextField name="recordKey" label="记录标识" />
          <DateField name="from" label="开始日期" />
          <DateField name="to" label="结束日期" />
        </SearchForm>
      }
    >
      <DataTable
        caption="操作日志"
        columns={columns}
        rows={data?.actionLog.items ?? []}
        loading={loading}
      />
      <Pager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={data?.actionLog.total ?? 0}
        onChange={list.setPage}
      />
    </ListPage>
  );
}
