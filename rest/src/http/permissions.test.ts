import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuTree } from '../db/seed/data/menu.ts';
import type { MenuSeed } from '../db/seed/data/menu.ts';
import { startTestRest } from '../testing/index.ts';
import type { TestRest } from '../testing/index.ts';
import { diffChanges, evidentRecordKey } from './audit.ts';
import { OPEN, isOrderScoped, mayCall, permissionTable, requiredMenus } from './permissions.ts';
import type { SessionInfo } from './session.ts';
import { WRITE_ACTION } from './route.ts';

const tsv = fileURLToPath(new URL('../../../../shared/rest-endpoints.tsv', import.meta.url));
const PUBLIC = new Set(['tbSysUser/login', 'tbSysUser/checkLogin', 'randomImage/{checkKey}']);

function pageUrls(items: MenuSeed[]): string[] {
  return items.flatMap((m) => [...(m.url ? [m.url] : []), ...pageUrls(m.children ?? [])]);
}

describe('the permission table', () => {
  let rest: TestRest;
  beforeAll(async () => {
    rest = await startTestRest({ listen: false });
  });
  afterAll(async () => {
    await rest?.close();
  });

  it('names a rule for every signed-in path the app serves', () => {
    const served = rest.app
      .servedPaths()
      .map((p) => p.replace(/^\/rest\//, ''))
      .filter((p) => !PUBLIC.has(p));
    expect(served.length).toBeGreaterThan(40);
    expect(served.filter((p) => requiredMenus(p) === undefined)).toEqual([]);
  });

  it.runIf(existsSync(tsv))('names a rule for every path of rest-endpoints.tsv', () => {
    const paths = readFileSync(tsv, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[0]?.replace(/^\/rest\//, '') ?? '')
      .filter((p) => p !== '' && !PUBLIC.has(p));
    expect(paths.length).toBeGreaterThan(250);
    expect(paths.filter((p) => requiredMenus(p) === undefined)).toEqual([]);
  });

  it('points only at pages of the menu tree', () => {
    const pages = new Set(pageUrls(menuTree));
    for (const [controller, rule] of Object.entries(permissionTable)) {
      if (rule === OPEN) continue;
      const urls = [...rule.menus, ...Object.values(rule.actions ?? {}).flat()];
      expect(
        urls.filter((u) => !pages.has(u)),
        controller,
      ).toEqual([]);
    }
  });

  it.each([
    ['tbCustomer/pageAll', ['/basic/client']],
    ['tbCustomer/listAll', OPEN],
    ['tbCustomer/findByPK', OPEN],
    ['tbSysUser/pageAll', ['/sys/user']],
    ['tbSysUser/findByPK', ['/sys/user']],
    ['tbSysUser/findMenu', OPEN],
    ['tbSysUser/listAll', OPEN],
    ['tbRole/insert', ['/sys/role']],
    ['role/delete', ['/sys/role']],
    ['tbMenu/getMenuAll', ['/sys/menu', '/sys/role']],
    ['tbSeaTransportExport/updateTD', ['/action/oceanexport']],
    ['tbSeaTransportExport/findByPK', ['/action/oceanexport', '/fee/audit', '/fee/profit']],
    // The fee lines of every order are the fee and finance pages'; an order page reaches the
    // lines of the orders it may open through byOrder (approving is checked by the fee module).
    [
      'tbAp/updateApproveStatus',
      ['/fee/audit', '/fee/profit', '/finance/pay', '/finance/receive', '/finance/financetj'],
    ],
    [
      'tbAr/pageAll',
      ['/fee/audit', '/fee/profit', '/finance/pay', '/finance/receive', '/finance/financetj'],
    ],
    ['tbFile/listAll', ['/todo/document']],
    ['tbDict/getDictByTypeId', OPEN],
    ['tbDict/insert', ['/basic/bizdict']],
    ['tbExchangeRate/findCurRate', OPEN],
    ['tbShippingTypeNodeUserMapping/getNodeCodeByUser', OPEN],
    ['tbActionLog/pageAll', ['/sys/actionlog']],
    ['tbNothing/pageAll', undefined],
    ['toString/x', undefined],
  ] as const)('%s needs %j', (path, needed) => {
    expect(requiredMenus(path)).toEqual(needed);
  });

  it.each([
    ['tbAr/findOrderCode', true],
    ['tbAp/updateBatch', true],
    ['tbAp/updateApproveStatus', true],
    ['tbAr/delete', true],
    ['tbFile/listAll', true],
    ['tbAr/pageAll', false],
    ['tbAp/findSettlementUnit', false],
    ['tbCustomer/pageAll', false],
  ])('%s may be allowed by the order it names: %s', (path, scoped) => {
    expect(isOrderScoped(path)).toBe(scoped);
  });
});

describe('a call answered beside another (mayCall)', () => {
  const session = (isAdmin: boolean): SessionInfo => ({
    sessionId: 1,
    userId: 2,
    userName: '测试',
    mobile: '13800000009',
    orgId: 1,
    groupId: 1,
    isAdmin,
    expiresAt: new Date(Date.now() + 60_000),
  });
  const granting =
    (...urls: string[]) =>
    () =>
      Promise.resolve(new Set(urls));

  it("goes by the call's own pages", async () => {
    const credit = 'tbCreditControl/findByClient';
    expect(await mayCall(credit, session(false), granting('/action/oceanexport'))).toBe(true);
    expect(await mayCall(credit, session(false), granting('/finance/receive'))).toBe(true);
    expect(await mayCall(credit, session(false), granting('/basic/client'))).toBe(false);
    expect(await mayCall(credit, session(false), granting())).toBe(false);
    expect(await mayCall(credit, session(true), granting())).toBe(true);
  });

  it('allows an open call to all and a call missing from the table to administrators only', async () => {
    expect(await mayCall('tbDict/getDictByTypeId', session(false), granting())).toBe(true);
    expect(await mayCall('tbNowhere/find', session(false), granting('/basic/client'))).toBe(false);
    expect(await mayCall('tbNowhere/find', session(true), granting())).toBe(true);
  });
});

describe('writing calls', () => {
  it.each([
    ['insert', true],
    ['insertOrUpdate', true],
    ['updateStatusByIdAndStatus', true],
    ['updateRoleMenuInfoByMenuIdsAndRoleId', true],
    ['delete', true],
    ['saveDynamicColumns', true],
    ['exitLogin', true],
    ['pageAll', false],
    ['findByPK', false],
    ['getMenuAll', false],
    ['listAll', false],
    ['selectTree', false],
  ])('%s writes: %s', (action, writes) => {
    expect(WRITE_ACTION.test(action)).toBe(writes);
  });
});

describe('action-log diffs', () => {
  it('keeps only changed fields, never secrets', () => {
    expect(
      diffChanges(
        { a: 1, b: 'x', list: [1, 2], userPwd: 'old', at: new Date('2026-01-01T00:00:00Z') },
        { a: 1, b: 'y', list: [1, 2, 3], userPwd: 'new', at: new Date('2026-01-02T00:00:00Z') },
      ),
    ).toEqual([
      { field: 'b', before: 'x', after: 'y' },
      { field: 'list', before: [1, 2], after: [1, 2, 3] },
      { field: 'at', before: '2026-01-01T00:00:00.000Z', after: '2026-01-02T00:00:00.000Z' },
    ]);
  });

  it('lists every field of an insert or a delete', () => {
    expect(diffChanges(null, { a: 1, token: 't' })).toEqual([
      { field: 'a', before: null, after: 1 },
    ]);
    expect(diffChanges({ a: 1 }, undefined)).toEqual([{ field: 'a', before: 1, after: null }]);
  });

  it('takes the record key a request names', () => {
    expect(evidentRecordKey({ id: 7 })).toBe('7');
    expect(evidentRecordKey({ orderCode: 'HYCK001' })).toBe('HYCK001');
    expect(evidentRecordKey({ name: 'x' })).toBeNull();
  });
});
