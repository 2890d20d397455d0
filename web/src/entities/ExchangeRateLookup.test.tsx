import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ExchangeRateDictionariesDocument,
  ExchangeRateLookupDocument,
} from '../__generated__/graphql.ts';
import { businessDate } from '../../../model/businessDate.ts';
import { ExchangeRateLookup } from './ExchangeRateLookup.tsx';
import { entryFor } from './registry.ts';
import { renderEntityPage } from './testing.tsx';

const dict = (id: string, dictCode: string, dictName: string) => ({
  __typename: 'Dict',
  id,
  dictCode,
  dictName,
});

const dictionaries: MockLink.MockedResponse = {
  request: { query: ExchangeRateDictionariesDocument },
  result: {
    data: { FYBZ: [dict('1', '1', '美元'), dict('2', '2', '欧元'), dict('3', '3', '人民币')] },
  },
};

const codeName = (code: string, name: string) => ({ __typename: 'CodeName', code, name });

function rate(originalCurrency: string, date: string, found: unknown): MockLink.MockedResponse {
  return {
    request: { query: ExchangeRateLookupDocument, variables: { originalCurrency, date } },
    result: { data: { currentExchangeRate: found } },
  };
}

const today = businessDate();

describe('the rate lookup of /basic/rate', () => {
  it('answers the US dollar rate in force today, then another currency and date', async () => {
    renderEntityPage(<ExchangeRateLookup />, [
      dictionaries,
      rate('1', today, {
        __typename: 'CurrentExchangeRate',
        exchangeRate: '7.105',
        originalCurrency: codeName('1', '美元'),
        exchangeCurrency: codeName('3', '人民币'),
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      }),
      rate('2', today, {
        __typename: 'CurrentExchangeRate',
        exchangeRate: '7.8',
        originalCurrency: codeName('2', '欧元'),
        exchangeCurrency: codeName('3', '人民币'),
        startDate: null,
        endDate: null,
      }),
      rate('2', '2030-01-01', null),
    ]);
    const card = await screen.findByRole('region', { name: '按日期查汇率' });
    const answer = within(card).getByRole('status');
    expect(
      await within(card).findByText('1 美元 = 7.105000 人民币（有效期 2026-01-01 至 2026-12-31）'),
    ).toBe(answer);
    // CNY is what rates convert to, not a choice.
    const currency = within(card).getByLabelText('原币种');
    expect(within(currency).queryByRole('option', { name: '人民币' })).toBeNull();
    expect(within(card).getByLabelText<HTMLInputElement>('日期').value).toBe(today);

    fireEvent.change(currency, { target: { value: '2' } });
    expect(await within(card).findByText('1 欧元 = 7.800000 人民币')).toBe(answer);
    fireEvent.change(within(card).getByLabelText('日期'), { target: { value: '2030-01-01' } });
    expect(await within(card).findByText('2030-01-01 没有欧元的有效汇率')).toBe(answer);
  });

  it('is the rate list’s own extra, and no other list has one', () => {
    expect(entryFor('exchangeRate').listExtra).toBe(ExchangeRateLookup);
    expect(entryFor('feeType').listExtra).toBeUndefined();
  });

  it('counts days in China time', () => {
    // 23:30 UTC is already the next morning in Shanghai.
    expect(businessDate(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
  });
});
