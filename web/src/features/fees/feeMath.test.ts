import { describe, expect, it } from 'vitest';
import { feeTotals, multiplyDecimals } from './feeMath.ts';
import { moneyOf, newFeeRow, validateRow } from './feeRows.ts';

describe('multiplyDecimals', () => {
  it('is exact where floats are not', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(multiplyDecimals('0.1', '3')).toBe('0.30');
    expect(multiplyDecimals('1234567.89', '1000')).toBe('1234567890.00');
    expect(multiplyDecimals('1,234,567.89', '1000')).toBe('1234567890.00');
    expect(multiplyDecimals('99999999999999.9999', '9999.9999')).toBe('999999989999999999.00');
  });

  it('rounds to cents half away from zero, as the back end does', () => {
    expect(multiplyDecimals('0.005', '1')).toBe('0.01');
    expect(multiplyDecimals('0.0049', '1')).toBe('0.00');
    expect(multiplyDecimals('33.3333', '3')).toBe('100.00');
    expect(multiplyDecimals('1.125', '1', 2)).toBe('1.13');
    expect(multiplyDecimals('7.123456', '100', 4)).toBe('712.3456');
  });

  it('answers null for text that is not a number', () => {
    expect(multiplyDecimals('', '3')).toBeNull();
    expect(multiplyDecimals('abc', '3')).toBeNull();
  });
});

describe('feeTotals', () => {
  it('sums per currency, converts to CNY and takes payables from receivables', () => {
    const totals = feeTotals(
      [
        { money: '0.10', currency: '3', currencyName: '人民币', exchangeRate: '1' },
        { money: '0.20', currency: '3', currencyName: '人民币', exchangeRate: '1' },
        { money: '100.00', currency: '1', currencyName: '美元', exchangeRate: '7.1234' },
      ],
      [
        { money: '1234567.89', currency: '3', currencyName: '人民币', exchangeRate: '1' },
        {
          money: '10.00',
          currency: '1',
          currencyName: '美元',
          exchangeRate: '',
          cnyMoney: '71.23',
        },
      ],
    );
    expect(totals.byCurrency).toEqual([
      {
        currency: '3',
        currencyName: '人民币',
        receivable: '0.30',
        payable: '1234567.89',
        amount: '-1234567.59',
      },
      {
        currency: '1',
        currencyName: '美元',
        receivable: '100.00',
        payable: '10.00',
        amount: '90.00',
      },
    ]);
    expect(totals.receivableCny).toBe('712.64');
    expect(totals.payableCny).toBe('1234639.12');
    expect(totals.profitCny).toBe('-1233926.48');
    expect(totals.missingRates).toBe(0);
  });

  it('leaves lines without a known rate out of the CNY totals and counts them', () => {
    const totals = feeTotals(
      [{ money: '50.00', currency: '1', exchangeRate: '' }],
      [{ money: null, currency: '3', exchangeRate: '1' }],
    );
    expect(totals.receivableCny).toBe('0.00');
    expect(totals.missingRates).toBe(1);
    expect(totals.byCurrency[0]?.receivable).toBe('50.00');
  });
});

describe('fee rows', () => {
  it('shows the server money while price and quantity are as saved, else the exact product', () => {
    const row = {
      ...newFeeRow(),
      id: '7',
      unitPrice: '0.3333',
      quantity: '3.0000',
      saved: {
        unitPrice: '0.3333',
        quantity: '3.0000',
        currency: '3',
        exchangeRate: '1',
        money: '1.00',
        cnyMoney: '1.00',
      },
    };
    expect(moneyOf(row)).toBe('1.00');
    expect(moneyOf({ ...row, quantity: '3' })).toBe('1.00');
    expect(moneyOf({ ...row, quantity: '6' })).toBe('2.00');
    expect(moneyOf({ ...newFeeRow(), unitPrice: '0.1', quantity: '3' })).toBe('0.30');
  });

  it('checks a line as the back end does', () => {
    expect(validateRow({ ...newFeeRow(), quantity: '0' })).toEqual({
      feeTypeId: '请选择费用类型',
      unitPrice: '请输入单价',
      quantity: '数量必须大于0',
      settlementUnitId: '请选择结算单位',
    });
    expect(validateRow({ ...newFeeRow(), editable: false })).toBeUndefined();
  });
});
