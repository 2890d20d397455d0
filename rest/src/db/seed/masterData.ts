// Demo master data, saved through the master-data engine so every record obeys its declaration
// (codes, rules, references) exactly as a record typed in by staff would.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { CNY, entity } from '../../../../model/masterData/index.ts';
import { insertRecord } from '../../modules/masterData/engine.ts';
import type { SessionInfo } from '../../http/session.ts';
import type { Database } from '../schema.ts';
import { airports } from './data/airports.ts';
import { cities, provinces } from './data/cities.ts';
import { countries } from './data/countries.ts';
import { dictCategories, nodeCategoryByShippingType } from './data/dictionaries.ts';
import {
  addressSeeds,
  clientSeeds,
  columnSeeds,
  feeTypeSeeds,
  hsSeeds,
  rateSeeds,
  routeSeeds,
  supplierSeeds,
  transportSeeds,
} from './data/masterData.ts';
import { seaports } from './data/ports.ts';
import type { SeedContext, SeedStep } from './index.ts';

type Trx = Transaction<Database>;

const ORGS = ['org:shanghai', 'org:ningbo', 'org:shenzhen', 'org:qingdao'] as const;

/** The administrator working in an organisation, as the engine expects a caller. */
function actingIn(ctx: SeedContext, orgKey: string): SessionInfo {
  return {
    sessionId: 0,
    userId: ctx.id('user:13800000000'),
    userName: '系统管理员',
    mobile: '13800000000',
    orgId: ctx.id(orgKey),
    groupId: ctx.id('group:huatong'),
    isAdmin: true,
    expiresAt: new Date(0),
  };
}

async function insertMany(trx: Trx, table: string, rows: Record<string, unknown>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    await sql`insert into ${sql.id(table)} (${sql.join(columns.map((c) => sql.id(c)))})
      values ${sql.join(chunk.map((r) => sql`(${sql.join(columns.map((c) => r[c] ?? null))})`))}`.execute(
      trx,
    );
  }
}

/** A bank account number that reads like one: 19 digits from the index. */
function account(seed: number): string {
  return `6222${String(1000_0000_0000_000 + seed * 7_919_113).slice(0, 15)}`;
}

function taxId(seed: number): string {
  return `91310000${String(seed * 97_531_357)
    .padStart(9, '0')
    .slice(0, 9)}X`;
}

function mobile(seed: number): string {
  return `139${String(10_000_000 + seed * 1_234_567).slice(-8)}`;
}

async function save(
  trx: Trx,
  ctx: SeedContext,
  orgKey: string,
  name: string,
  body: Record<string, unknown>,
): Promise<number> {
  const saved = await insertRecord(trx, entity(name), actingIn(ctx, orgKey), body);
  return saved.id as number;
}

/** Most clients are the head office's; every sixth belongs to Ningbo. */
const clientOrg = (index: number) => (index % 6 === 5 ? 'org:ningbo' : 'org:shanghai');
/** The one disabled client. */
const DISABLED_CLIENT = 29;
/** The head office's enabled clients, by their seed index: what its order pages offer. */
const headOfficeClients = clientSeeds
  .map((_, index) => index)
  .filter((index) => clientOrg(index) === 'org:shanghai' && index !== DISABLED_CLIENT);

/** The seed key of the head office's n-th enabled client (n taken round): a demo order's client. */
export function headOfficeClient(n: number): string {
  const count = headOfficeClients.length;
  return `client:${headOfficeClients[((n % count) + count) % count] ?? 0}`;
}

export const masterDataSteps: SeedStep[] = [
  {
    name: '参考资料（省市、机场、国家、港口）',
    async run(trx) {
      await insertMany(trx, 'tb_city', [
        ...provinces.map((p) => ({ code: p.code, name: p.name, parent_code: null, level: 1 })),
        ...cities.map((c) => ({
          code: c.code,
          name: c.name,
          parent_code: c.provinceCode,
          level: 2,
        })),
      ]);
      await insertMany(
        trx,
        'tb_iata',
        airports.map((a) => ({
          iata: a.iata,
          name_en: a.nameEn,
          name_cn: a.nameCn,
          city: a.city,
          city_cn: a.cityCn,
          country_code: a.countryCode,
          country_cn: a.countryCn,
        })),
      );
      await insertMany(
        trx,
        'tb_params_six',
        countries.map((c) => ({ code: c.code, name_en: c.nameEn, name_cn: c.nameCn })),
      );
      await insertMany(
        trx,
        'tb_param_port',
        seaports.map((p) => ({
          code: p.code,
          name_en: p.nameEn,
          name_cn: p.nameCn,
          country_code: p.countryCode,
          country_cn: p.countryCn,
        })),
      );
    },
  },
  {
    name: '客户',
    async run(trx, ctx) {
      for (const [index, c] of clientSeeds.entries()) {
        const org = clientOrg(index);
        const clientId = await save(trx, ctx, org, 'client', {
          customerName: c.name,
          alias: c.alias,
          businessInspectionNum: `${3100 + index}60${String(1000 + index * 37).slice(-4)}`,
          customsNum: `31${String(10_000_000 + index * 4_321_987).slice(-8)}`,
          domesticDestination: c.city.slice(0, c.city.indexOf('市') + 1),
          taxpayerIdentificationNumber: taxId(index + 1),
          invoiceType: index % 3 === 2 ? 'FPLX_PP' : 'FPLX_ZP',
          bankName: c.bank,
          bankAccount: account(index + 1),
          registeredTel: c.tel,
          registeredAddress: c.city,
          accountPeriod: [30, 45, 60, 90][index % 4],
          taxRate: index % 3 === 2 ? '3.00' : '6.00',
          status: index === DISABLED_CLIENT ? 'N' : 'Y',
          contacts: [
            { contact: c.contact, contactTel: c.tel, contactAddress: c.city },
            { contact: `${c.contact.slice(0, 1)}经理`, contactTel: mobile(index + 1) },
          ],
          banks: [{ bankName: c.bank, bankAccount: account(index + 1) }],
        });
        ctx.ids.set(`client:${index}`, clientId);
      }
    },
  },
  {
    name: '供应商',
    async run(trx, ctx) {
      for (const org of ['org:shanghai', 'org:ningbo'] as const) {
        for (const [index, s] of supplierSeeds.entries()) {
          const foreign = s.types.includes('GSLX_JWDL') && !s.name.includes('公司');
          const id = await save(trx, ctx, org, 'supplier', {
            supplierName: s.name,
            alias: s.alias,
            typeIdList: s.types,
            address: s.address,
            salesId: ctx.id('user:13800000003'),
            taxpayerIdentificationNumber: foreign ? undefined : taxId(100 + index),
            invoiceType: foreign ? 'FPLX_DN' : 'FPLX_ZP',
            accountPeriod: 30,
            taxRate: foreign ? '0.00' : '6.00',
            contacts: [{ contact: s.contact, contactTel: s.tel, contactEmail: s.email }],
            banks: [
              {
                bankName: foreign ? 'HSBC' : '中国银行上海分行',
                bankAccount: account(200 + index),
                currencyCodeList: foreign ? ['1'] : [CNY, '1'],
              },
            ],
          });
          ctx.ids.set(`supplier:${org}:${s.alias}`, id);
        }
      }
    },
  },
  {
    name: '运输地址与收发货地址',
    async run(trx, ctx) {
      for (const t of transportSeeds) {
        await save(trx, ctx, 'org:shanghai', 'transportAddress', {
          province: t.province,
          city: t.city,
          district: t.district,
          address: t.address,
          zipCode: t.zip,
          contact: t.contact,
          phone: t.phone,
          isDeparture: t.departure ? 'Y' : 'N',
          isDestination: t.destination ? 'Y' : 'N',
          contactList: [{ contact: t.contact, phone: t.phone }],
        });
      }
      for (const a of addressSeeds) {
        await save(trx, ctx, 'org:shanghai', 'address', {
          shippingType: a.shippingType,
          addressType: a.addressType,
          addressDetail: a.detail,
          aeoCode: a.aeo,
          codeList: a.aeo ? [{ codeType: 'AEO', codeValue: a.aeo }] : [],
        });
      }
    },
  },
  {
    name: '航线与航班航次',
    async run(trx, ctx) {
      for (const [index, r] of routeSeeds.entries()) {
        const routeId = await save(trx, ctx, 'org:shanghai', 'route', {
          shippingType: r.shippingType,
          routeName: r.name,
          country: r.country,
          departurePort: r.from,
          transitPort: r.via,
          destinationPort: r.to,
        });
        const air = r.shippingType.startsWith('ZYLX_KY');
        await save(trx, ctx, 'org:shanghai', 'flightVoyage', {
          routeId,
          isFlightPeriod: air ? 'Y' : 'N',
          flightPeriod: air ? ['1,3,5', '2,4,6', '1,2,3,4,5,6,7'][index % 3] : undefined,
          isShipPeriod: air ? 'N' : 'Y',
          shipPeriod: air ? undefined : String((index % 7) + 1),
          flightCabinetAmount1: air ? (28 + index).toFixed(2) : undefined,
          flightCabinetAmount2: air ? (24 + index).toFixed(2) : undefined,
          flightCabinetAmount3: air ? (21 + index).toFixed(2) : undefined,
          shipCabinetAmount1: air ? undefined : String(1200 + index * 150),
          shipCabinetAmount2: air ? undefined : String(2100 + index * 250),
          shipCabinetAmount3: air ? undefined : String(2250 + index * 250),
          startDate: '2026-01-01',
          endDate: '2026-12-31',
        });
      }
    },
  },
  {
    name: '费用类型、汇率与费用价格',
    async run(trx, ctx) {
      for (const org of ORGS) {
        for (const t of feeTypeSeeds) {
          const id = await save(trx, ctx, org, 'feeType', {
            feeCode: t.code,
            feeName: t.name,
            feeEnglishName: t.english,
            currencyId: t.currency,
            isCny: t.currency === CNY ? 'Y' : 'N',
            isUsd: t.currency === '1' ? 'Y' : 'N',
            isPayable: t.payable ? 'Y' : 'N',
            isReceivable: t.receivable ? 'Y' : 'N',
          });
          ctx.ids.set(`feeType:${org}:${t.code}`, id);
        }
        for (const rate of rateSeeds) {
          for (const [startDate, endDate, value] of rate.quarters) {
            await save(trx, ctx, org, 'exchangeRate', {
              originalCurrency: rate.currency,
              exchangeCurrency: CNY,
              exchangeRate: value,
              startDate,
              endDate,
            });
          }
        }
      }
      const prices: [supplier: string, fee: string, shippingType: string, cents: number][] = [
        ['中远海运', 'OF', 'ZYLX_HYCK', 185_000],
        ['马士基', 'OF', 'ZYLX_HYCK', 192_000],
        ['MSC', 'OF', 'ZYLX_HYCK', 179_000],
        ['中远海运', 'THC', 'ZYLX_HYCK', 89_000],
        ['马士基', 'DOC', 'ZYLX_HYCK', 50_000],
        ['外运船代', 'BKG', 'ZYLX_HYCK', 30_000],
        ['外运船代', 'ENS', 'ZYLX_HYCK', 15_000],
        ['浦东报关', 'CUS', 'ZYLX_HYCK', 20_000],
        ['浦东报关', 'CUS', 'ZYLX_HYJK', 35_000],
        ['浦东报关', 'INS', 'ZYLX_HYJK', 60_000],
        ['捷运车队', 'TRK', 'ZYLX_HYCK', 180_000],
        ['捷运车队', 'TRK', 'ZYLX_HYJK', 165_000],
        ['外高桥仓储', 'STO', 'ZYLX_HYJK', 4_500],
        ['东航物流', 'AF', 'ZYLX_KYCK', 3_250],
        ['国货航', 'AF', 'ZYLX_KYCK', 3_080],
        ['东航物流', 'SEC', 'ZYLX_KYCK', 150],
      ];
      for (const [supplier, fee, shippingType, cents] of prices) {
        const feeType = feeTypeSeeds.find((t) => t.code === fee);
        await save(trx, ctx, 'org:shanghai', 'feePrice', {
          supplierId: ctx.id(`supplier:org:shanghai:${supplier}`),
          shippingType,
          feeTypeId: ctx.id(`feeType:org:shanghai:${fee}`),
          feeName: feeType?.name,
          fee: cents,
          currencyId: feeType?.currency ?? CNY,
        });
      }
    },
  },
  {
    name: 'HS编码',
    async run(trx, ctx) {
      for (const h of hsSeeds) {
        await save(trx, ctx, 'org:shanghai', 'hsCode', {
          goodsNo: h.no,
          ciqCode: '999',
          goodsName: h.name,
          goodsDescription: h.name,
          declarationElement: h.elements,
          legalUnit1: h.unit1,
          legalUnit2: h.unit2,
          importTaxRate: h.mfn,
          ordinaryTaxRate: h.ordinary,
          vatRate: h.vat,
          exportRebateRate: h.rebate,
          exportTariffRate: '0',
          customsSupervisionConditions: h.supervision,
          inspectionAndQuarantineCategory: h.ciqCategory,
        });
      }
    },
  },
  {
    name: '作业节点与列配置',
    async run(trx, ctx) {
      const members = await trx
        .selectFrom('tb_sysuser_org_mapping')
        .select(['user_id', 'org_id'])
        .execute();
      for (const org of ORGS) {
        const orgId = ctx.id(org);
        const users = members.filter((m) => m.org_id === orgId).map((m) => ({ userId: m.user_id }));
        for (const [shippingType, category] of Object.entries(nodeCategoryByShippingType)) {
          const nodes = dictCategories.find((c) => c.code === category)?.entries ?? [];
          for (const [index, node] of nodes.entries()) {
            await save(trx, ctx, org, 'workflowNode', {
              shippingType,
              nodeCode: node.code,
              nodeName: node.name,
              sortId: (index + 1) * 10,
              users,
            });
            await insertMany(
              trx,
              'tb_column',
              columnSeeds.map(([code, name], columnIndex) => ({
                org_id: orgId,
                shipping_type_code: shippingType,
                node_code: node.code,
                node_name: node.name,
                column_code: code,
                column_name: name,
                type: columnIndex < 6 ? 'Y' : 'N',
                sort_id: columnIndex + 1,
              })),
            );
          }
        }
      }
    },
  },
];
