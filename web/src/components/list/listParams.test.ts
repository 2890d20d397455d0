import { describe, expect, it } from 'vitest';
import {
  columnSettingsOf,
  columnSettingsText,
  listParamsOf,
  sortOf,
  sortText,
} from './listParams.ts';

describe('a list view in the address', () => {
  it('reads and writes the columns: order, hidden ones and widths', () => {
    const text = 'orderCode~180,!status,clientId';
    const settings = columnSettingsOf(text);
    expect(settings).toEqual([
      { key: 'orderCode', hidden: false, width: 180 },
      { key: 'status', hidden: true, width: null },
      { key: 'clientId', hidden: false, width: null },
    ]);
    expect(columnSettingsText(settings)).toBe(text);
  });

  it('drops what a hand-edited link holds wrong: bad keys, repeats, widths out of range', () => {
    expect(columnSettingsOf('a b,x~9,x,y~2000,<script>')).toEqual([
      { key: 'x', hidden: false, width: null },
      { key: 'y', hidden: false, width: null },
    ]);
    expect(columnSettingsOf('')).toBeNull();
  });

  it('reads the sort, descending with a minus', () => {
    expect(sortOf('-orderCode')).toEqual({ field: 'orderCode', descending: true });
    expect(sortOf('clientId')).toEqual({ field: 'clientId', descending: false });
    expect(sortOf("x'--")).toBeNull();
    expect(sortText({ field: 'orderCode', descending: true })).toBe('-orderCode');
    expect(listParamsOf('?status=WC&sort=-createDate', { status: '' }, 50)).toEqual({
      search: { status: 'WC' },
      pageNum: 1,
      pageSize: 50,
      sort: { field: 'createDate', descending: true },
    });
  });
});
