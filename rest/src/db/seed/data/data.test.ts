import { describe, expect, it } from 'vitest';
import { airports } from './airports.ts';
import { cities, provinces } from './cities.ts';
import { countries } from './countries.ts';
import { buttonActionKeys, defaultFeeCurrencyCode, dictCategories } from './dictionaries.ts';
import { dashboardRoute, menuTree, type MenuSeed } from './menu.ts';
import { seaports } from './ports.ts';

// 两份规格的字典类别清单，外加订单操作状态 CZZT 与海运进口订单状态 HJ_DDZT（规格未列出）
const specCategories = [
  'ZYFS', 'CJFS', 'YSTK', 'YFTK', 'XX', 'BZ', 'TDLX', 'NBLX', 'HWSX', 'HWDL', 'GQ', 'HYCK', 'FYBZ',
  'CLLX', 'MYFS', 'HC_DDZT', 'QKLX', 'JCJGB', 'SBKA', 'SHFS', 'HYJK', 'CLYQ', 'DW', 'HBBZ', 'CKDZ',
  'ZMXZ', 'JGFS', 'KYJK', 'KYCK', 'KJ_DDZT', 'NM_DDZT', 'KC_DDZT', 'NMYW', 'FPLX', 'FYLX', 'GSLX',
  'ZYLX', 'DZLX', 'BUTTON', 'CZZT', 'HJ_DDZT',
];

// 规格路由表中的全部列表路由（子路由 add/view/copy 等除外）
const specListRoutes = [
  '/action/airexport', '/action/airimport', '/action/oceanexport', '/action/oceanimport',
  '/action/domestictrade', '/action/oceanexportlading',
  '/basic/address', '/basic/transport', '/basic/airline', '/basic/fee', '/basic/ffeetype',
  '/basic/hscode', '/basic/node', '/basic/rate', '/basic/supplier', '/basic/voyage', '/basic/client',
  '/basic/bizdict', '/basic/column',
  '/fee/audit', '/fee/profit',
  '/finance/invoice', '/finance/pay', '/finance/receive', '/finance/financetj', '/finance/ticket',
  '/finance/noticket',
  '/statements/ticket', '/statements/ticket/v2', '/statements/noticket', '/statements/profit',
  '/statements/customers', '/statements/business', '/statements/supplier',
  '/statements/payableWriteOff', '/statements/receivableWriteOff', '/statements/receivableAging',
  '/statements/payableAging', '/statements/unBilledExpenses', '/statements/unBilledBusiness',
  '/statements/payableInvitation', '/statements/payablePendingAudit',
  '/statements/invoiceSettlement', '/statements/invoiceOrder',
  '/sys/menu', '/sys/organization', '/sys/user', '/sys/role', '/sys/actionlog',
  '/todo/chart', '/todo/kanban', '/todo/message', '/todo/document', '/todo/schedule', '/todo/receipt',
];
// 本项目新增的页面（规格中没有）
const addedListRoutes = ['/sys/apitoken'];

// 规格固定的条目编码
const fixedCodes: Record<string, string[]> = {
  ZYLX: ['ZYLX_HYCK', 'ZYLX_HYJK', 'ZYLX_KYJK', 'ZYLX_KYCK', 'ZYLX_NMYW'],
  GSLX: ['GSLX_HDGS', 'GSLX_CGS', 'GSLX_BGH', 'GSLX_CD'],
  DZLX: ['DZLX_FHR', 'DZLX_TZR', 'DZLX_SHR'],
  ZYFS: ['ZYFS_FCL'],
  CZZT: ['CZZT_QX', 'CZZT_CSH', 'CZZT_CZWC'],
};

// 节点保存调用决定的节点编码与顺序
const nodeOrder: Record<string, string[]> = {
  HYCK: ['TD', 'DC', 'PS', 'BG', 'FX', 'SJ', 'FY', 'WJ'],
  HYJK: ['TUODAN', 'BAOGUAN', 'WANSHUI', 'FANGXING', 'PEISONG', 'FY', 'WJ'],
  KYJK: ['TD', 'BG', 'WS', 'FX', 'PS', 'FY', 'WJ'],
  KYCK: ['TD', 'PS', 'BG', 'FX', 'SJ', 'FY', 'WJ'],
  NMYW: ['TUODAN', 'PEISONG', 'SHIJI', 'FY', 'WJ'],
};

function flatten(items: MenuSeed[]): MenuSeed[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

function entriesOf(code: string) {
  const found = dictCategories.find((c) => c.code === code);
  if (!found) throw new Error(`缺少字典类别 ${code}`);
  return found.entries;
}

const hasChinese = /[\u4e00-\u9fff]/;

describe('业务字典', () => {
  it('包含规格列出的全部类别，且类别编码不重复', () => {
    const codes = dictCategories.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...specCategories].sort());
  });

  it.each(dictCategories.map((c) => [c.code, c] as const))(
    '%s：中文名称，3–20 个条目，编码唯一并以类别为前缀',
    (code, cat) => {
      expect(cat.name).toMatch(hasChinese);
      expect(cat.entries.length).toBeGreaterThanOrEqual(3);
      expect(cat.entries.length).toBeLessThanOrEqual(20);
      const entryCodes = cat.entries.map((e) => e.code);
      expect(new Set(entryCodes).size).toBe(entryCodes.length);
      const names = cat.entries.map((e) => e.name);
      expect(new Set(names).size).toBe(names.length);
      for (const entry of cat.entries) {
        expect(entry.name.trim()).not.toBe('');
        if (code === 'FYBZ') expect(entry.code).toMatch(/^\d+$/);
        else expect(entry.code.startsWith(`${code}_`)).toBe(true);
      }
    },
  );

  it("费用币种 '3' 是人民币 CNY，其余备注为 ISO 4217 代码", () => {
    const fybz = entriesOf('FYBZ');
    expect(defaultFeeCurrencyCode).toBe('3');
    expect(fybz.find((e) => e.code === '3')).toEqual({ code: '3', name: '人民币', remark: 'CNY' });
    expect(fybz.find((e) => e.code === '1')?.remark).toBe('USD');
    for (const e of fybz) expect(e.remark).toMatch(/^[A-Z]{3}$/);
  });

  it('海关代码类字典的备注是海关代码', () => {
    expect(entriesOf('HBBZ').find((e) => e.remark === '142')?.name).toBe('人民币');
    expect(entriesOf('HBBZ').find((e) => e.remark === '502')?.name).toBe('美元');
    expect(entriesOf('JCJGB').find((e) => e.remark === '2248')?.name).toBe('洋山海关');
    expect(entriesOf('JGFS').find((e) => e.remark === '0110')?.name).toBe('一般贸易');
    expect(entriesOf('ZMXZ').find((e) => e.remark === '101')?.name).toBe('一般征税');
    for (const e of entriesOf('JCJGB')) expect(e.remark).toMatch(/^\d{4}$/);
    for (const e of entriesOf('JGFS')) expect(e.remark).toMatch(/^\d{4}$/);
    for (const e of entriesOf('DW')) expect(e.remark).toMatch(/^\d{3}$/);
  });

  it.each(Object.entries(fixedCodes))('%s 含规格固定的编码', (code, expected) => {
    const codes = entriesOf(code).map((e) => e.code);
    for (const c of expected) expect(codes).toContain(c);
  });

  it.each(Object.entries(nodeOrder))('%s 节点按进度顺序排列', (code, suffixes) => {
    expect(entriesOf(code).map((e) => e.code)).toEqual(suffixes.map((s) => `${code}_${s}`));
  });
});

describe('菜单', () => {
  const all = flatten(menuTree);
  const pages = all.filter((m) => m.type === '1');

  it('规格的每条列表路由恰好出现一次，菜单里没有别的路由（本项目新增的页面除外）', () => {
    const urls = all.flatMap((m) => (m.url === undefined ? [] : [m.url]));
    for (const route of specListRoutes) expect(urls.filter((u) => u === route), route).toHaveLength(1);
    expect([...urls].sort()).toEqual([...specListRoutes, ...addedListRoutes].sort());
    expect(urls).not.toContain(dashboardRoute);
  });

  it('顶层都是分组，页面挂在分组下，按钮挂在页面下', () => {
    for (const g of menuTree) {
      expect(g.type).toBe('0');
      expect(g.url).toBeUndefined();
      for (const p of g.children ?? []) {
        expect(p.type).toBe('1');
        for (const b of p.children ?? []) {
          expect(b.type).toBe('2');
          expect(b.url).toBeUndefined();
          expect(b.hideInMenu).toBe(true);
        }
      }
    }
    expect(menuTree[0]?.children?.[0]?.url).toBe('/action/oceanexport');
  });

  it('按钮的 actionKey 都来自 BUTTON 字典，同一页面不重复', () => {
    for (const p of pages) {
      const keys = (p.children ?? []).map((b) => b.actionKey);
      expect(new Set(keys).size, p.name).toBe(keys.length);
      for (const key of keys) expect(buttonActionKeys).toContain(key);
    }
  });

  it('名称是中文且页面名称不重复，分组和页面都有图标', () => {
    for (const m of all) expect(m.name).toMatch(hasChinese);
    const names = pages.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const m of all.filter((x) => x.type !== '2')) expect(m.icon).toBeTruthy();
  });
});

describe('参考数据', () => {
  it('海港：UN/LOCODE 为 5 位大写字母且唯一，国家与代码前两位一致', () => {
    expect(seaports.length).toBeGreaterThanOrEqual(200);
    const codes = seaports.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const p of seaports) {
      expect(p.code).toMatch(/^[A-Z]{5}$/);
      expect(p.countryCode).toBe(p.code.slice(0, 2));
      expect(p.nameCn).toMatch(hasChinese);
      expect(p.countryCn).toMatch(hasChinese);
    }
    expect(seaports.find((p) => p.code === 'CNSHA')).toMatchObject({ nameCn: '上海', countryCn: '中国' });
  });

  it('机场：IATA 三字码为 3 位大写字母且唯一', () => {
    expect(airports.length).toBeGreaterThanOrEqual(150);
    const codes = airports.map((a) => a.iata);
    expect(new Set(codes).size).toBe(codes.length);
    for (const a of airports) {
      expect(a.iata).toMatch(/^[A-Z]{3}$/);
      expect(a.nameCn).toMatch(hasChinese);
      expect(a.countryCn).toMatch(hasChinese);
    }
    expect(airports.find((a) => a.iata === 'PVG')?.nameCn).toBe('上海浦东国际机场');
  });

  it('省市：GB/T 2260 六位代码，城市归属存在的省份', () => {
    const provinceCodes = new Set(provinces.map((p) => p.code));
    expect(provinces.find((p) => p.code === '310000')?.name).toBe('上海市');
    expect(provinces.length).toBe(34);
    const cityCodes = cities.map((c) => c.code);
    expect(new Set(cityCodes).size).toBe(cityCodes.length);
    for (const c of cities) {
      expect(c.code).toMatch(/^\d{6}$/);
      expect(provinceCodes.has(c.provinceCode)).toBe(true);
      expect(c.code.slice(0, 2)).toBe(c.provinceCode.slice(0, 2));
    }
    expect(cities.find((c) => c.code === '310100')?.name).toBe('上海市');
    expect(cities.find((c) => c.code === '440300')?.name).toBe('深圳市');
  });

  it('国家：ISO 3166-1 二字码唯一，带中文名', () => {
    const codes = countries.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(countries.find((c) => c.code === 'CN')?.nameCn).toBe('中国');
    expect(countries.find((c) => c.code === 'HK')?.nameCn).toBe('中国香港');
    for (const c of countries) expect(c.nameCn).toMatch(hasChinese);
  });
});
