import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessMonth } from '../../../../model/businessDate.ts';
import { SchedulesDocument } from '../../__generated__/graphql.ts';
import { renderWithProviders } from '../../test/render.tsx';
import SchedulePage from './SchedulePage.tsx';

function entry(n: number) {
  const day = `${businessMonth()}-${String((n % 28) + 1).padStart(2, '0')}`;
  return {
    __typename: 'ScheduleEntry' as const,
    id: String(n),
    version: 1,
    subject: `日程${n}`,
    salesman: { __typename: 'User' as const, id: '1', userName: '系统管理员' },
    endDate: day,
    endDateLabel: '剩余1天',
    description: null,
    status: 'OPEN' as const,
    statusName: '待办',
    assignType: 'SELF' as const,
    actualExecutor: null,
    actualExecutionDate: null,
    createdBy: '系统管理员',
    createdAt: `${day}T08:00:00+08:00`,
    updatedBy: null,
    updatedAt: null,
  };
}

function month(total: number, shown: number): MockLink.MockedResponse {
  return {
    request: { query: SchedulesDocument, variables: { filter: { yearMonth: businessMonth() } } },
    result: {
      data: {
        schedules: {
          __typename: 'ScheduleMonth',
          total,
          limit: 3,
          entries: Array.from({ length: shown }, (_, i) => entry(i + 1)),
        },
      },
    },
  };
}

describe('SchedulePage', () => {
  it('says when the month holds more entries than the list shows', async () => {
    renderWithProviders(<SchedulePage />, [month(5, 3)]);
    expect(await screen.findByText('本月共 5 条日程，仅显示截止日期最早的 3 条')).toBeTruthy();
    expect(screen.getByText('共 5 条')).toBeTruthy();
  });

  it('shows no notice when the whole month is listed', async () => {
    renderWithProviders(<SchedulePage />, [month(2, 2)]);
    expect(await screen.findByText('共 2 条')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
