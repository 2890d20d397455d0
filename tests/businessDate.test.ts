// Business dates are days in China (Asia/Shanghai): the helper with a fixed clock, and an order made
// through the whole product at 07:45 in Shanghai (23:45 UTC the day before) dated by China's day.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BUSINESS_TIME_ZONE,
  businessDate,
  businessDateTime,
  businessDayStart,
  businessMonth,
} from '../model/businessDate.ts';
import { graphql, signIn, startStack, type Stack } from './support/stack.ts';

describe('the business date helper', () => {
  it('takes the day in Shanghai from a fixed clock, not the UTC day', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T23:45:00Z') });
    try {
      expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-24');
      expect(businessDate()).toBe('2026-11-25');
      expect(businessMonth()).toBe('2026-11');
      expect(businessDateTime(new Date())).toBe('2026-11-25 07:45');
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns the month and the year in Shanghai first', () => {
    expect(businessMonth(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(businessDate(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(businessDate(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
    expect(businessDate('2026-05-01T00:00:00+08:00')).toBe('2026-05-01');
  });

  it('reads the same day and minute as the Asia/Shanghai zone, every 211 minutes from 1992 to 2040', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const inZone = (instant: Date) => {
      const p = Object.fromEntries(
        zone.formatToParts(instant).map((part) => [part.type, part.value]),
      );
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
    };
    const differing: string[] = [];
    const end = Date.parse('2040-01-01T00:00:00Z');
    for (let t = Date.parse('1992-01-01T00:00:00Z'); t < end; t += 211 * 60_000) {
      const instant = new Date(t);
      if (businessDateTime(instant) !== inZone(instant)) differing.push(instant.toISOString());
    }
    expect(differing).toEqual([]);
  });

  it('starts a business day at midnight in Shanghai', () => {
    expect(businessDayStart('2026-11-25').toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });
});

describe('an order made early in the morning in China', () => {
  let stack: Stack;
  let token: string;
  const ids: Record<string, string> = {};

  const idOf = async (query: string): Promise<string> => {
    const answer = await graphql<Record<string, { id: string }[]>>(stack, query, {}, token);
    const id = Object.values(answer.data ?? {})[0]?.[0]?.id;
    if (!id) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
    return id;
  };

  beforeAll(async () => {
    stack = await startStack();
    token = await signIn(stack);
    ids.client = await idOf('{ clientGroupOptions(keyword: "锦程") { id } }');
    ids.cnsha = await idOf('{ seaportOptions(keyword: "CNSHA") { id } }');
    ids.uslax = await idOf('{ seaportOptions(keyword: "USLAX") { id } }');
    ids.agent = await idOf('{ supplierOptions(keyword: "外运船代") { id } }');
    ids.carrier = await idOf('{ supplierOptions(keyword: "中远海运") { id } }');
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => stack?.close());

  it('is dated and coded by the day in Shanghai, not the server’s UTC day', async () => {
    // 07:45 on 1 April in Shanghai; in UTC still 31 March. A day in the past, so the session
    // signed in with the real clock is still live, and never the database server's own date.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-31T23:45:00Z') });
    const made = await graphql<{ createOceanExportOrder: { orderCode: string } }>(
      stack,
      `
        mutation ($input: OceanExportBookingInput!) {
          createOceanExportOrder(input: $input) {
            orderCode
          }
        }
      `,
      {
        input: {
          clientId: ids.client,
          shippingModeId: 'ZYFS_FCL',
          bookingAgentId: ids.agent,
          shippingCompanyId: ids.carrier,
          departurePortId: ids.cnsha,
          destinationPortId: ids.uslax,
          estimatedSailingDate: '2026-04-18',
          chineseName: '实木餐桌椅',
          englishName: 'SOLID WOOD DINING FURNITURE',
          estimatedPiecesNumber: 10,
          estimatedGrossWeight: '100.000',
          packageId: 'BZ_CTN',
          isDelivery: false,
          boxList: [{ boxType: 'XX_40HQ', boxNumber: 1 }],
        },
      },
      token,
    );
    vi.useRealTimers();
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    const orderCode = made.data!.createOceanExportOrder.orderCode;
    // The code carries the business month.
    expect(orderCode).toMatch(/^HYCK202604\d+$/);
    const read = await graphql<{ oceanExportOrder: { createDate: string } }>(
      stack,
      'query ($code: String!) { oceanExportOrder(orderCode: $code) { createDate } }',
      { code: orderCode },
      token,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.oceanExportOrder.createDate).toBe('2026-04-01');
  });
});
