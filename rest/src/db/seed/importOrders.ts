// Demo ocean import and air import orders, saved through the order engine node by node as staff
// would, spread over every node and operation status, with goods rows from the HS codes,
// customs rows, vehicles and flights. Fee lines and attachments come with the fees and files demo.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { airImport, oceanImport } from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import type { SessionInfo } from '../../http/session.ts';
import {
  changeOperationStatus,
  createOrder,
  saveNode,
  stepBack,
} from '../../modules/orders/engine.ts';
import type { Writer } from '../../modules/orders/engine.ts';
import type { Database } from '../schema.ts';
import { businessInstant, demoOrderDay, demoToday, orderDates } from './calendar.ts';
import type { SeedContext, SeedStep } from './index.ts';
import { headOfficeClient } from './masterData.ts';

type Trx = Transaction<Database>;
type Body = Record<string, unknown>;

export const DEMO_OCEAN_IMPORT_ORDERS = 40;
export const DEMO_AIR_IMPORT_ORDERS = 40;

function actingIn(ctx: SeedContext): SessionInfo {
  return {
    sessionId: 0,
    userId: ctx.id('user:13800000000'),
    userName: '系统管理员',
    mobile: '13800000000',
    orgId: ctx.id('org:shanghai'),
    groupId: ctx.id('group:huatong'),
    isAdmin: true,
    expiresAt: new Date(0),
  };
}

/** Days from the day an import order is made to the goods' planned arrival. */
const LEAD = 5;

/** A demo order backdated to its day (see calendar.ts), its writer and its dates. */
function demoOrder(base: Writer, today: string, i: number, count: number) {
  const orderDay = demoOrderDay(today, i, count);
  const w: Writer = { ...base, at: businessInstant(orderDay, 9 + (i % 8), (i * 11) % 60) };
  return { w, ...orderDates(today, orderDay, LEAD) };
}

async function idsBy(trx: Trx, table: string, column: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: number; key: string }>`select id, ${sql.ref(column)} as key
    from ${sql.table(table)}`.execute(trx);
  return new Map(rows.map((r) => [r.key, r.id]));
}

function must(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`演示数据缺少 ${key}`);
  return id;
}

/** Imported goods: HS code, Chinese name, English name, package, origin country. */
const goods: [hs: string, cn: string, en: string, pkg: string, origin: string][] = [
  ['2204210000', '法国红葡萄酒', 'FRENCH RED WINE', 'BZ_CTN', 'FR'],
  ['8471300000', '笔记本电脑', 'NOTEBOOK COMPUTERS', 'BZ_CTN', 'US'],
  ['2204210000', '意大利起泡酒', 'ITALIAN SPARKLING WINE', 'BZ_CTN', 'IT'],
  ['8471300000', '平板电脑', 'TABLET COMPUTERS', 'BZ_PLT', 'JP'],
];

/** The order reaches node `reach` (0 booking … 6 files); some complete, some are cancelled. */
async function walk(
  w: Writer,
  decl: OrderTypeDecl,
  orderCode: string,
  i: number,
  bodies: Body[],
): Promise<void> {
  const reach = i % 7;
  for (const [n, body] of bodies.entries()) {
    if (n + 1 > reach) break;
    const node = decl.nodes[n + 1];
    if (node) await saveNode(w, decl, node, { orderCode, ...body });
  }
  if (reach === 6 && i % 3 === 0) {
    await changeOperationStatus(w, decl, { orderCode, operationStatus: 'CZZT_CZWC' });
  } else if (i % 11 === 10) {
    await changeOperationStatus(w, decl, { orderCode, operationStatus: 'CZZT_QX' });
  } else if (reach >= 3 && i % 9 === 4) {
    // Returned one node for a correction.
    await stepBack(w, decl, { orderCode });
  }
}

export const importOrderSteps: SeedStep[] = [
  {
    name: '海运进口与空运进口订单',
    async run(trx, ctx) {
      const session = actingIn(ctx);
      const writer: Writer = { db: trx, session, audit: () => undefined };
      const today = demoToday();
      const ports = await idsBy(trx, 'tb_param_port', 'code');
      const airports = await idsBy(trx, 'tb_iata', 'iata');
      const countries = await idsBy(trx, 'tb_params_six', 'code');
      const hs = await idsBy(trx, 'tb_goods', 'goods_no');
      const routes = await idsBy(trx, 'tb_route', 'route_name');
      const addressesOf = async (shippingType: string, type: string) => {
        const { rows } = await sql<{ id: number }>`select id from tb_adderss
          where org_id = ${session.orgId} and shipping_type = ${shippingType}
          and address_type = ${type} order by id`.execute(trx);
        return rows.map((r) => r.id);
      };
      const { rows: places } = await sql<{ id: number }>`select id from tb_transportation
        where org_id = ${session.orgId} order by id`.execute(trx);
      const place = (n: number) => places[n % places.length]?.id;
      const supplier = (alias: string) => ctx.id(`supplier:org:shanghai:${alias}`);
      const csrs = ['user:13800000001', 'user:13800000006'];

      const seaSenders = await addressesOf('ZYLX_HYJK', 'DZLX_FHR');
      const seaReceivers = await addressesOf('ZYLX_HYJK', 'DZLX_SHR');
      const lanes = [
        { from: 'DEHAM', to: 'CNSHA', carrier: '赫伯罗特', vessel: 'HAMBURG EXPRESS 032E' },
        { from: 'NLRTM', to: 'CNNGB', carrier: '马士基', vessel: 'MAERSK ESSEN 413E' },
        { from: 'USLAX', to: 'CNSHA', carrier: '中远海运', vessel: 'COSCO SHIPPING LEO 027W' },
        { from: 'JPTYO', to: 'CNSHA', carrier: 'MSC', vessel: 'MSC AURORA FE513R' },
        {
          from: 'FRLEH',
          to: 'CNSHA',
          via: 'SGSIN',
          carrier: '达飞',
          vessel: 'CMA CGM MARCO POLO 0MX1JE',
        },
      ];
      for (let i = 0; i < DEMO_OCEAN_IMPORT_ORDERS; i++) {
        const { w, plan, done } = demoOrder(writer, today, i, DEMO_OCEAN_IMPORT_ORDERS);
        const lane = lanes[i % lanes.length] as (typeof lanes)[number];
        const [hsNo, cn, en, pkg, origin] = goods[i % goods.length] as (typeof goods)[number];
        const fcl = i % 4 !== 3;
        const pieces = 120 + ((i * 41) % 700);
        const orderCode = await createOrder(w, oceanImport, {
          clientId: ctx.id(headOfficeClient(i * 3)),
          shippingModeId: fcl ? 'ZYFS_FCL' : 'ZYFS_LCL',
          operationUnitsId: ctx.id(headOfficeClient(i * 3)),
          salesId: ctx.id('user:13800000003'),
          csrId: ctx.id(csrs[i % 2] as string),
          contact: ['顾晓明', '曲立新', '林静', '王建国'][i % 4],
          contactPhone: ['021-64961234', '0535-6623344', '020-32068899', '021-58881234'][i % 4],
          senderId: seaSenders[i % seaSenders.length],
          receiverId: seaReceivers[i % seaReceivers.length],
          departurePortId: must(ports, lane.from),
          transitPortId: lane.via ? must(ports, lane.via) : undefined,
          destinationPortId: must(ports, lane.to),
          routeId: routes.get('安特卫普-上海'),
          shippingCompanyId: supplier(lane.carrier),
          vesselVoyage: lane.vessel,
          hblNo: `HTIMP26${String(5000 + i).padStart(5, '0')}`,
          mblNo: `SHI${String(7_315_000_000 + i * 6_133).slice(0, 10)}`,
          arrivalDate: plan(0),
          poerArea: ['GQ_YS', 'GQ_WGQ'][i % 2],
          deliveryTermsId: ['MYFS_CIF', 'MYFS_FOB', 'MYFS_CFR'][i % 3],
          cargoAttributeId: 'HWSX_PH',
          internalTypeId: ['NBLX_ZLH', 'NBLX_ZDH'][i % 2],
          packageId: pkg,
          piecesNumber: pieces,
          grossWeight: (pieces * 16.2).toFixed(3),
          netWeight: (pieces * 15.1).toFixed(3),
          volume: (pieces * 0.072).toFixed(3),
          chineseName: cn,
          englishName: en,
          isDelivery: 'Y',
          orderRemark: i % 6 === 0 ? '到港后请先确认查验通知' : undefined,
          boxList: fcl ? [{ boxType: i % 2 ? 'XX_40HQ' : 'XX_20GP', boxNumber: 1 + (i % 3) }] : [],
        });
        const customsNo = `2202${String(20_260_100_000_000 + i * 173)}`;
        await walk(w, oceanImport, orderCode, i, [
          {
            customsBrokerId: supplier('浦东报关'),
            customsBrokerContactName: '陶静',
            customsBrokerContactTel: '021-50461234',
            departureICountry: must(countries, origin),
            tradingCountry: must(countries, origin),
            invoiceNo: `INV26-${String(3100 + i)}`,
            contractAgreementNo: `PC2026-${String(800 + i * 3)}`,
            jcjgbId: 'JCJGB_2248',
            declarationPortId: 'SBKA_2248',
            warehouseAddress: 'CKDZ_WGQ',
            tradeTermsId: 'MYFS_CIF',
            freightFee: (1200 + i * 35).toFixed(2),
            freightFeeCode: '1',
            sundriesFee: (180 + i * 5).toFixed(2),
            sundriesFeeCode: '3',
            markRemark: 'N/M',
            customsClearanceDate: done(1),
            goodsList: [
              {
                goodsId: must(hs, hsNo),
                originCountry: must(countries, origin),
                domesticDestination: '上海浦东新区',
                exemption: 'ZMXZ_101',
                chineseName: cn,
                details: `${pieces}箱`,
              },
            ],
            brokerList: [
              {
                inOrOut: '1',
                declarationDate: done(1),
                singleNumber: customsNo,
                productNumber: '1',
                isSelfReport: i % 2 ? '1' : '0',
              },
            ],
          },
          {
            shipmentCode: `SHIP26${String(900 + i)}`,
            customsCode: customsNo,
            dutyPaidDate: done(2),
            dutyPaidRemark: '关税及增值税已缴',
          },
          {
            isCustomsInspection: i % 8 === 0 ? 'Y' : 'N',
            customsInspectionDate: i % 8 === 0 ? done(2) : undefined,
            customsInspectionRemark: i % 8 === 0 ? '查验无异常' : undefined,
            isYangshanReturningBox: i % 2 === 0 ? 'Y' : 'N',
            releaseDate: done(3),
            releaseRemark: '已放行',
          },
          {
            deliveryMethodsId: ['SHFS_SHSM', 'SHFS_KHZT'][i % 2],
            pickupDate: done(3),
            deliveryDate: done(4),
            pickupAddressId: place(i),
            takeAddressId: place(i + 1),
            deliveryContact: '顾晓明',
            deliveryContactPhone: '021-64961234',
            transportationRequirements: '卸货需叉车，提前一小时电话联系',
            totalPiecesNumber: pieces,
            totalGrossWeight: (pieces * 16.2).toFixed(3),
            vehicleList: [
              {
                vehicleRequirement: 'CLYQ_WB',
                vehicleCount: 1,
                driverName: ['陈师傅', '王师傅'][i % 2],
                driverPhone: `1381234${String(2000 + i).slice(-4)}`,
                plateNumber: `沪D${String(20_000 + i * 29).slice(-5)}`,
              },
            ],
          },
          {},
          {},
        ]);
      }

      const airSenders = await addressesOf('ZYLX_KYJK', 'DZLX_FHR');
      const airReceivers = await addressesOf('ZYLX_KYJK', 'DZLX_SHR');
      const flights = [
        { from: 'FRA', to: 'PVG', no: 'CA932' },
        { from: 'CDG', to: 'PVG', no: 'MU570' },
        { from: 'LHR', to: 'PVG', via: 'ICN', no: 'KE908' },
        { from: 'JFK', to: 'PEK', no: 'CA982' },
        { from: 'NRT', to: 'CAN', no: 'CZ386' },
      ];
      for (let i = 0; i < DEMO_AIR_IMPORT_ORDERS; i++) {
        const { w, plan, done } = demoOrder(writer, today, i, DEMO_AIR_IMPORT_ORDERS);
        const flight = flights[i % flights.length] as (typeof flights)[number];
        const [hsNo, cn, en, pkg, origin] = goods[(i + 1) % goods.length] as (typeof goods)[number];
        const pieces = 8 + ((i * 13) % 90);
        const main = `${['999', '781', '180', '112'][i % 4]}-${String(45_000_000 + i * 7_919).slice(0, 8)}`;
        const orderCode = await createOrder(w, airImport, {
          clientId: ctx.id(headOfficeClient(i * 5 + 6)),
          salesId: ctx.id('user:13800000003'),
          csrId: ctx.id(csrs[i % 2] as string),
          contact: ['林静', '顾晓明', '张伟'][i % 3],
          contactTel: ['020-32068899', '021-64961234', '0755-26543210'][i % 3],
          internalTypeId: 'NBLX_ZLH',
          senderId: airSenders[i % airSenders.length],
          receiverId: airReceivers[i % airReceivers.length],
          abroadSender: 'MEDTEC INSTRUMENTS GMBH',
          bordersReceiver: '广州南方医疗器械有限公司',
          operationUnitsId: ctx.id(headOfficeClient(i * 5 + 6)),
          mainOrderNumber: main,
          orderNumber: `HAWB26${String(700 + i)}`,
          openDate: done(-LEAD),
          arrivalDate: plan(0),
          departurePortId: must(airports, flight.from),
          transitPortId: flight.via ? must(airports, flight.via) : undefined,
          entryPortId: must(airports, flight.to),
          deliveryTermsId: ['MYFS_FOB', 'MYFS_CIF'][i % 2],
          cargoAttributeId: 'HWSX_PH',
          packageId: pkg,
          piecesNumber: pieces,
          grossWeight: (pieces * 11.5).toFixed(3),
          volume: (pieces * 0.05).toFixed(3),
          chargeableWeight: (pieces * 11.5).toFixed(3),
          netWeight: (pieces * 10.8).toFixed(3),
          chineseName: cn,
          englishName: en,
          routeList: [
            {
              flightNo: flight.no,
              flightDate: plan(-1),
              fromPortId: must(airports, flight.from),
              toPortId: must(airports, flight.via ?? flight.to),
            },
          ],
        });
        const customsNo = `2203${String(20_260_200_000_000 + i * 191)}`;
        await walk(w, airImport, orderCode, i, [
          {
            isExpedited: i % 5 === 0 ? 'Y' : 'N',
            customsBrokerId: supplier('浦东报关'),
            customsBrokerContactName: '陶静',
            customsBrokerContactTel: '021-50461234',
            destinationCountry: must(countries, 'CN'),
            tradingCountry: must(countries, origin),
            warehouseAddress: 'CKDZ_PDJC',
            declarationPort: 'SBKA_2233',
            supervisionMode: 'JGFS_0110',
            natureOfExemption: 'ZMXZ_101',
            entryExitPort: 'JCJGB_2233',
            contractAgreementNo: `AC2026-${String(400 + i)}`,
            invoiceNo: `INV26-A${String(200 + i)}`,
            freightFee: (3200 + i * 40).toFixed(2),
            freightFeeCode: '2',
            premiumFee: '150.00',
            premiumFeeCode: '3',
            isSelfReport: '1',
            singleNumber: customsNo,
            goodsList: [
              {
                goodsId: must(hs, hsNo),
                originCountry: must(countries, origin),
                domesticDestination: '上海浦东新区',
                exemption: 'ZMXZ_101',
                chineseName: cn,
              },
            ],
            customsBrokerList: [
              { customsBrokerCode: '3122480001', filingDate: done(0), singleNumber: customsNo },
            ],
          },
          { customsBrokerCode: '3122480001', dutyPaidDate: done(1), dutyPaidRemark: '已缴税' },
          { releaseDate: done(1), releaseRemark: '已放行' },
          {
            isDelivery: 'Y',
            deliveryMethods: 'SHFS_SHSM',
            pickupDate: done(1),
            deliveryDate: done(2),
            departureAddressId: place(i),
            destinationAddressId: place(i + 2),
            transportCompanyId: supplier('捷运车队'),
            takeContact: '刘师傅',
            driverPhone: `1391234${String(3000 + i).slice(-4)}`,
            plateNumber: `沪E${String(30_000 + i * 31).slice(-5)}`,
            vehicleType: 'CLLX_XS42',
          },
          {},
          {},
        ]);
      }
    },
  },
];
