import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../../components/testKit.tsx';
import { CreditWarnings } from './CreditWarnings.tsx';

const credit = {
  __typename: 'ClientCredit' as const,
  clientId: '7',
  customerName: '上海申通进口食品有限公司',
  creditLimit: '10000.00',
  exposure: '9999.90',
  overLimit: false,
  orderBlocked: false,
  warnings: [],
};

describe('credit warnings on the fee grid', () => {
  it('shows nothing while the client is within its limit', () => {
    renderKit(<CreditWarnings credit={credit} unsavedCny="0.10" />);
    expect(screen.queryByRole('alert', { name: '信用提醒' })).toBeNull();
  });

  it('warns when the unsaved receivables would take the client over its limit, exactly', async () => {
    renderKit(<CreditWarnings credit={credit} unsavedCny="0.11" />);
    const alert = await screen.findByRole('alert', { name: '信用提醒' });
    expect(alert.textContent).toContain(
      '加上未保存的应收费用 ¥0.11，客户「上海申通进口食品有限公司」共 ¥10,000.01，将超出信用额度 ¥10,000.00',
    );
  });

  it('shows the server’s warnings (overdue, orders stopped)', async () => {
    renderKit(
      <CreditWarnings
        credit={{
          ...credit,
          orderBlocked: true,
          warnings: ['客户「上海申通进口食品有限公司」已被财务停止接单'],
        }}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('已被财务停止接单');
  });
});
