// Demo ocean export orders, saved through the order engine (node by node, as staff would), spread
// over nodes and operation statuses; some with bills of lading. Each is made on its own day of the
// last six months (calendar.ts): its code carries that month, its dates follow from that day.
// Fee lines come with the fees demo.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import {
  airExport,
  domesticTrade,
  oceanExport,
  oceanExportLading,
} from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import { insertRecord } from '../../modules/masterData/engine.ts';
import {
  changeOperationStatus,
  createOrder,
  findOrder,
  saveNode,
} from '../../modules/orders/engine.ts';
import type { Writer } from '../../modules/orders/engine.ts';
import type { SessionInfo } from '../../http/session.ts';
import type { Database } from '../schema.ts';
import { businessInstant, demoOrderDay, demoToday, orderDates } from './calendar.ts';
import type { SeedContext, SeedStep } from './index.ts';
import { headOfficeClient } from './masterData.ts';

type Trx = Transaction<Database>;

export const DEMO_OCEAN_EXPORT_ORDERS = 60;
export const DEMO_AIR_EXPORT_ORDERS = 40;
export const DEMO_DOMESTIC_TRADE_ORDERS = 40;

interface Lane {
  from: string;
  to: string;
  via?: string;
  route: string;
  carrier: string;
  vessels: string[];
  area: string;
}

const lanes: Lane[] = [
  {
    from: 'CNSHA',
    to: 'USLAX',
    route: '上海-洛杉矶',
    carrier: '中远海运',
    vessels: ['COSCO SHIPPING LEO 026E', 'COSCO SHIPPING ARIES 031E'],
    area: 'GQ_YS',
  },
  {
    from: 'CNSHA',
    to: 'USLGB',
    route: '上海-长滩',
    carrier: '长荣海运',
    vessels: ['EVER GIVEN 1187-017E', 'EVER ACE 0215-006E'],
    area: 'GQ_WGQ',
  },
  {
    from: 'CNNGB',
    to: 'NLRTM',
    route: '宁波-鹿特丹',
    carrier: '马士基',
    vessels: ['MAERSK ESSEN 412W', 'MADRID MAERSK 409W'],
    area: 'GQ_BL',
  },
  {
    from: 'CNSZX',
    to: 'DEHAM',
    via: 'SGSIN',
    route: '深圳-汉堡（新加坡中转）',
    carrier: '赫伯罗特',
    vessels: ['HAMBURG EXPRESS 031W', 'BERLIN EXPRESS 027W'],
    area: 'GQ_YT',
  },
  {
    from: 'CNSHA',
    to: 'JPTYO',
    route: '上海-东京',
    carrier: 'MSC',
    vessels: ['MSC AURORA FE512A', 'MSC ALINA FE509A'],
    area: 'GQ_WGQ',
  },
  {
    from: 'CNSHA',
    to: 'AEJEA',
    route: '上海-杰贝阿里',
    carrier: '达飞',
    vessels: ['CMA CGM JACQUES SAADE 0FLM9W', 'CMA CGM CHAMPS ELYSEES 0FLMBW'],
    area: 'GQ_YS',
  },
];

const cargo: [cn: string, en: string, pkg: string, attr: string][] = [
  ['实木餐桌椅', 'SOLID WOOD DINING FURNITURE', 'BZ_CTN', 'HWSX_PH'],
  ['家用冰箱', 'HOUSEHOLD REFRIGERATORS', 'BZ_CTN', 'HWSX_PH'],
  ['锂离子电池组', 'LITHIUM-ION BATTERY PACKS', 'BZ_PLT', 'HWSX_DC'],
  ['纯棉针织T恤', 'COTTON KNITTED T-SHIRTS', 'BZ_CTN', 'HWSX_PH'],
  ['汽车刹车片', 'AUTO BRAKE PADS', 'BZ_PLT', 'HWSX_PH'],
  ['LED灯具', 'LED LIGHTING FIXTURES', 'BZ_CTN', 'HWSX_PH'],
  ['不锈钢餐具', 'STAINLESS STEEL TABLEWARE', 'BZ_CTN', 'HWSX_PH'],
  ['光伏组件', 'PHOTOVOLTAIC MODULES', 'BZ_PLT', 'HWSX_PH'],
];

function actingIn(ctx: SeedContext, orgKey: string, userKey: string): SessionInfo {
  return {
    sessionId: 0,
    userId: ctx.id(userKey),
    userName: '系统管理员',
    mobile: '13800000000',
    orgId: ctx.id(orgKey),
    groupId: ctx.id('group:huatong'),
    isAdmin: true,
    expiresAt: new Date(0),
  };
}

async function idsOf(trx: Trx, query: ReturnType<typeof sql<{ id: number; key: string }>>) {
  const { rows } = await query.execute(trx);
  return new Map(rows.map((r) => [r.key, r.id]));
}

/**
 * Days from the day an order is made to its sailing (ocean export) or flight or loading
 * (air export, domestic trade): the planned day its other dates are counted from.
 */
const LEAD = { oceanExport: 10, airExport: 3, domesticTrade: 3 } as const;

/** A demo order backdated to its day (see calendar.ts), its writer and its dates. */
function demoOrder(base: Writer, today: string, i: number, count: number, lead: number) {
  const orderDay = demoOrderDay(today, i, count);
  const w: Writer = { ...base, at: businessInstant(orderDay, 9 + (i % 8), (i * 7) % 60) };
  return { w, ...orderDates(today, orderDay, lead) };
}

export const orderSteps: SeedStep[] = [
  {
    name: '海运出口订单与提单',
    async run(trx, ctx) {
      const session = actingIn(ctx, 'org:shanghai', 'user:13800000000');
      const writer: Writer = { db: trx, session, audit: () => undefined };
      const today = demoToday();
      const ports = await idsOf(
        trx,
        sql<{ id: number; key: string }>`select id, code as key from tb_param_port`,
      );
      const routes = await idsOf(
        trx,
        sql<{ id: number; key: string }>`select id, route_name as key from tb_route`,
      );
      const { rows: addresses } = await sql<{
        id: number;
        type: string;
      }>`select id, address_type as type
        from tb_adderss where shipping_type = 'ZYLX_HYCK' and org_id = ${session.orgId} order by id`.execute(
        trx,
      );
      const { rows: places } = await sql<{ id: number; departure: string; destination: string }>`
        select id, is_departure as departure, is_destination as destination from tb_transportation
        where org_id = ${session.orgId} order by id`.execute(trx);
      const byType = (type: string) => addresses.filter((a) => a.type === type).map((a) => a.id);
      const senders = byType('DZLX_FHR');
      const receivers = byType('DZLX_SHR');
      const notifiers = byType('DZLX_TZR');
      const pickups = places.filter((p) => p.departure === 'Y').map((p) => p.id);
      const docks = places.filter((p) => p.destination === 'Y').map((p) => p.id);
      const supplier = (alias: string) => ctx.id(`supplier:org:shanghai:${alias}`);
      const port = (code: string) => {
        const id = ports.get(code);
        if (id === undefined) throw new Error(`港口 ${code} 不存在`);
        return id;
      };
      const csrs = ['user:13800000006', 'user:13800000001'];

      for (let i = 0; i < DEMO_OCEAN_EXPORT_ORDERS; i++) {
        const { w, plan, done } = demoOrder(
          writer,
          today,
          i,
          DEMO_OCEAN_EXPORT_ORDERS,
          LEAD.oceanExport,
        );
        const lane = lanes[i % lanes.length] as Lane;
        const [cn, en, pkg, attr] = cargo[i % cargo.length] as [string, string, string, string];
        const fcl = i % 5 !== 4;
        const boxes = fcl
          ? i % 3 === 0
            ? [{ boxType: 'XX_40HQ', boxNumber: 2 }]
            : [
                { boxType: 'XX_20GP', boxNumber: 1 + (i % 2) },
                { boxType: 'XX_40HQ', boxNumber: 1 },
              ]
          : [];
        const pieces = 200 + ((i * 37) % 900);
        const orderCode = await createOrder(w, oceanExport, {
          clientId: ctx.id(headOfficeClient(i)),
          shippingModeId: fcl ? 'ZYFS_FCL' : 'ZYFS_LCL',
          operationUnitsId: ctx.id(headOfficeClient(i)),
          salesId: ctx.id('user:13800000003'),
          csrId: ctx.id(csrs[i % 2] as string),
          bookingAgentId: supplier('外运船代'),
          contact: ['王建国', '李晓东', '陈海波', '周敏'][i % 4],
          contactPhone: ['021-58881234', '0512-62581122', '0574-86112233', '0571-82776655'][i % 4],
          senderId: senders[i % senders.length],
          receiverId: receivers[i % receivers.length],
          notifierId: notifiers[i % notifiers.length],
          departurePortId: port(lane.from),
          transitPortId: lane.via ? port(lane.via) : undefined,
          destinationPortId: port(lane.to),
          routeId: routes.get(lane.route),
          estimatedSailingDate: plan(0),
          deliveryTermsId: ['MYFS_FOB', 'MYFS_CIF', 'MYFS_CFR'][i % 3],
          cargoAttributeId: attr,
          internalTypeId: ['NBLX_ZLH', 'NBLX_ZDH', 'NBLX_THH'][i % 3],
          shippingTermsId: 'YSTK_CYCY',
          shippingFeeTermsId: i % 4 === 0 ? 'YFTK_CC' : 'YFTK_PP',
          packageId: pkg,
          contractReferenceNo: `SC2026-${String(1000 + i * 7)}`,
          estimatedPiecesNumber: pieces,
          estimatedGrossWeight: (pieces * 18.5).toFixed(3),
          estimatedVolume: (pieces * 0.085).toFixed(3),
          chargeableWeight: (pieces * 18.5).toFixed(3),
          shippingCompanyId: supplier(lane.carrier),
          chineseName: cn,
          englishName: en,
          isBillOfLading: i % 3 === 0 ? 'Y' : 'N',
          isDelivery: 'Y',
          billOfLadingRequirements: i % 2 ? '电放' : '正本提单三正三副',
          orderRemark: i % 7 === 0 ? '客户要求优先安排洋山港区' : undefined,
          boxList: boxes,
        });
        // Orders reach further nodes the older they are.
        const reach = i % 8;
        const save = async (code: string, body: Record<string, unknown>) => {
          const node = oceanExport.nodes.find((n) => n.code === code);
          if (node) await saveNode(w, oceanExport, node, { orderCode, ...body });
        };
        const vessel = lane.vessels[i % lane.vessels.length] as string;
        const hbl = `HTSHA26${String(3000 + i).padStart(5, '0')}`;
        const mbl = `${lane.carrier === '中远海运' ? 'COSU' : lane.carrier === '马士基' ? 'MAEU' : 'SHA'}${String(6_254_000_000 + i * 7_919).slice(0, 10)}`;
        if (reach >= 1) {
          await save('HYCK_DC', {
            vesselVoyage: vessel,
            hblNo: hbl,
            mblNo: mbl,
            portAreaId: lane.area,
            openingDate: plan(-7),
            interceptionDate: plan(-2),
            entryNumber: `JC${String(880_000 + i * 13)}`,
            arrivalDate: plan(16),
          });
        }
        if (reach >= 2) {
          await save('HYCK_PS', {
            deliveryDate: done(-3),
            companyList: [
              {
                transportCompanyId: supplier('捷运车队'),
                contactPhone: '021-56781234',
                boxDate: done(-4),
                pickupDate: done(-4),
                deliveryDate: done(-3),
                storeAddressId: pickups[i % pickups.length],
                destinationId: docks[i % docks.length],
                transportationRequirements: '提前一天预约进港，司机需带好铅封',
                piecesNumber: pieces,
                vehicleJson: JSON.stringify([
                  {
                    vehicleType: 'CLLX_TC40',
                    vehicleCount: 1,
                    driverName: ['陈师傅', '王师傅', '刘师傅'][i % 3],
                    driverPhone: `1391234${String(1000 + i).slice(-4)}`,
                    plateNumber: `沪B${String(10_000 + i * 37).slice(-5)}`,
                  },
                ]),
                boxJson: JSON.stringify(
                  boxes.map((b, j) => ({
                    boxType: b.boxType,
                    containerNo: `CSNU${String(6_100_000 + i * 10 + j).padStart(7, '0')}`,
                    sealNo: `SL${String(400_000 + i * 10 + j)}`,
                  })),
                ),
              },
            ],
          });
        }
        if (reach >= 3) {
          await save('HYCK_BG', {
            customsBrokerId: supplier('浦东报关'),
            customsBrokerContactName: '陶静',
            customsBrokerContactTel: '021-50461234',
            customsCode: `2201${String(20_260_000_000_000 + i * 137)}`,
            customsClearanceDate: done(-2),
            clearanceList: [
              {
                declarationNo: `2201${String(20_260_000_000_000 + i * 137)}`,
                declarationDate: done(-2),
                releaseDate: done(-1),
                piecesNumber: pieces,
                grossWeight: (pieces * 18.5).toFixed(3),
              },
            ],
          });
        }
        if (reach >= 4) {
          await save('HYCK_FX', {
            isCustomsInspection: i % 9 === 0 ? 'Y' : 'N',
            customsInspectionDate: i % 9 === 0 ? done(-1) : undefined,
            customsInspectionRemark: i % 9 === 0 ? '查验无异常' : undefined,
            releaseRemark: '已放行',
          });
        }
        if (reach >= 5) {
          await save('HYCK_SJ', {
            actualShippingTermsId: 'YSTK_CYCY',
            actualSailingDate: done(i % 2),
            actualArriveDate: reach >= 6 ? done(17) : undefined,
            billOfLadingDate: done(i % 2),
          });
        }
        if (reach >= 6) await save('HYCK_FY', {});
        if (reach >= 7) await save('HYCK_WJ', {});
        if (reach === 7 && i % 16 === 7) {
          await changeOperationStatus(w, oceanExport, { orderCode, operationStatus: 'CZZT_CZWC' });
        } else if (i % 13 === 12) {
          await changeOperationStatus(w, oceanExport, { orderCode, operationStatus: 'CZZT_QX' });
        }
        if (reach >= 5 && i % 3 === 0) {
          const order = await findOrder(trx, oceanExport, session.orgId ?? 0, orderCode);
          if (!order) continue;
          await insertRecord(trx, oceanExportLading, session, {
            orderCode,
            clientId: order.clientId,
            sender: order.senderName,
            receiver: order.receiverName,
            notifier: order.notifierName,
            vesselVoyage: order.vesselVoyage,
            departurePortId: order.departurePortId,
            destinationPortId: order.destinationPortId,
            hblNo: order.hblNo,
            mblNo: order.mblNo,
            terms: order.shippingFeeTermsId,
            pieces: order.estimatedPiecesNumber,
            volume: order.estimatedVolume,
            grossWeight: order.estimatedGrossWeight,
            issueLocation: 'SHANGHAI',
            issueDate: order.actualSailingDate,
            isIssue: 'Y',
            boxList: boxes.map((b) => ({ boxType: b.boxType, boxNumber: b.boxNumber })),
          });
        }
      }
    },
  },
  {
    name: '空运出口订单',
    async run(trx, ctx) {
      const session = actingIn(ctx, 'org:shanghai', 'user:13800000000');
      const writer: Writer = { db: trx, session, audit: () => undefined };
      const today = demoToday();
      const airports = await idsOf(
        trx,
        sql<{ id: number; key: string }>`select id, iata as key from tb_iata
          where iata in ('PVG', 'LAX', 'FRA', 'SZX', 'AMS', 'DXB', 'NRT', 'ICN', 'SIN', 'ORD')`,
      );
      const routes = await idsOf(
        trx,
        sql<{ id: number; key: string }>`select id, route_name as key from tb_route`,
      );
      const places = await demoPlaces(trx, session.orgId ?? 0, 'ZYLX_KYCK');
      const supplier = (alias: string) => ctx.id(`supplier:org:shanghai:${alias}`);
      const airport = (code: string) => {
        const id = airports.get(code);
        if (id === undefined) throw new Error(`机场 ${code} 不存在`);
        return id;
      };
      const lanes = [
        { from: 'PVG', to: 'LAX', route: '浦东-洛杉矶', flights: ['CA1043', 'MU577'] },
        { from: 'PVG', to: 'FRA', route: '浦东-法兰克福', flights: ['LH729', 'CA935'] },
        {
          from: 'SZX',
          to: 'AMS',
          via: 'DXB',
          route: '深圳-阿姆斯特丹（迪拜中转）',
          flights: ['EK303'],
        },
        { from: 'PVG', to: 'NRT', flights: ['NH920', 'MU523'] },
        { from: 'PVG', to: 'ORD', flights: ['CK221'] },
      ];
      const goods: [string, string, string][] = [
        ['锂电池充电器', 'LITHIUM BATTERY CHARGERS', 'HWSX_DC'],
        ['手机配件', 'MOBILE PHONE ACCESSORIES', 'HWSX_PH'],
        ['医疗器械', 'MEDICAL DEVICES', 'HWSX_PH'],
        ['服装样品', 'GARMENT SAMPLES', 'HWSX_PH'],
        ['精密轴承', 'PRECISION BEARINGS', 'HWSX_PH'],
      ];
      for (let i = 0; i < DEMO_AIR_EXPORT_ORDERS; i++) {
        const { w, plan, done } = demoOrder(
          writer,
          today,
          i,
          DEMO_AIR_EXPORT_ORDERS,
          LEAD.airExport,
        );
        const lane = lanes[i % lanes.length] as (typeof lanes)[number];
        const [cn, en, attr] = goods[i % goods.length] as [string, string, string];
        const pieces = 6 + ((i * 7) % 60);
        const weight = pieces * 14.5;
        const chargeable = Math.max(weight, pieces * 0.09 * 167);
        const flight = lane.flights[i % lane.flights.length] as string;
        const orderCode = await createOrder(w, airExport, {
          clientId: ctx.id(headOfficeClient(i * 3)),
          operationUnitsId: ctx.id(headOfficeClient(i * 3)),
          salesId: ctx.id('user:13800000003'),
          csrId: ctx.id(i % 2 ? 'user:13800000001' : 'user:13800000006'),
          bookingAgentId: supplier('外运船代'),
          contact: ['王建国', '李晓东', '陈海波', '周敏'][i % 4],
          contactTel: ['021-58881234', '0512-62581122', '0574-86112233', '0571-82776655'][i % 4],
          internalTypeId: ['NBLX_ZLH', 'NBLX_ZDH'][i % 2],
          senderId: places.senders[i % places.senders.length],
          receiverId: places.receivers[i % places.receivers.length],
          notifierId: places.notifiers[i % places.notifiers.length],
          departurePortId: airport(lane.from),
          transitPortId: lane.via ? airport(lane.via) : undefined,
          destinationPortId: airport(lane.to),
          routeId: lane.route ? routes.get(lane.route) : undefined,
          flight,
          flightDate: plan(0),
          shippingTermsId: 'YSTK_DOORDOOR',
          shippingFeeTermsId: i % 5 === 0 ? 'YFTK_CC' : 'YFTK_PP',
          deliveryTermsId: ['MYFS_FCA', 'MYFS_EXW', 'MYFS_CIF'][i % 3],
          cargoAttributeId: attr,
          packageId: i % 3 ? 'BZ_CTN' : 'BZ_PLT',
          customerReferenceNo: `PO-${String(88_000 + i * 13)}`,
          mainOrderNumber: `999-${String(12_345_600 + i * 71).slice(0, 8)}`,
          orderNumber: `HTA26${String(1000 + i)}`,
          piecesNumber: pieces,
          grossWeight: weight.toFixed(3),
          volume: (pieces * 0.09).toFixed(3),
          chargeableWeight: chargeable.toFixed(3),
          chineseName: cn,
          englishName: en,
          isDelivery: 'Y',
          orderRemark: i % 6 === 0 ? '客户要求当天提货，航班前一天进仓' : undefined,
        });
        const reach = i % 8;
        const save = (code: string, body: Record<string, unknown>) =>
          saveDemoNode(w, airExport, code, orderCode, body);
        if (reach >= 1) {
          await save('KYCK_PS', {
            pickupDate: done(-1),
            deliveryDate: done(-1),
            pickupAddressId: places.pickups[i % places.pickups.length],
            deliveryAddressId: places.docks[i % places.docks.length],
            transportCompanyId: supplier('捷运车队'),
            takeContact: '王调度',
            vehicleType: pieces > 40 ? 'CLLX_XS76' : 'CLLX_XS42',
            driverName: ['陈师傅', '王师傅', '刘师傅'][i % 3],
            driverPhone: `1391234${String(2000 + i).slice(-4)}`,
            plateNumber: `沪B${String(20_000 + i * 37).slice(-5)}`,
            transportationRequirements: '航班前一天 18:00 前进仓',
          });
        }
        if (reach >= 2) {
          await save('KYCK_BG', {
            customsBrokerId: supplier('浦东报关'),
            customsBrokerContactName: '陶静',
            customsBrokerContactTel: '021-50461234',
            customsClearanceDate: done(-1),
            customsBrokerList: [
              {
                customsBrokerCode: `2233${String(20_260_000_000_000 + i * 131)}`,
                inOrOut: '1',
                customsPortId: 'JCJGB_2233',
                filingDate: done(-1),
              },
            ],
          });
        }
        if (reach >= 3) {
          await save('KYCK_FX', {
            isCustomsInspection: i % 9 === 3 ? 'Y' : 'N',
            customsInspectionDate: i % 9 === 3 ? done(-1) : undefined,
            releaseDate: done(-1),
            releaseRemark: '已放行',
          });
        }
        if (reach >= 4) {
          await save('KYCK_SJ', {
            actualFlight: flight,
            actualDepartureDate: done(0),
            actualArriveDate: done(1),
            actualPiecesNumber: pieces,
            actualGrossWeight: weight.toFixed(3),
            actualVolume: (pieces * 0.09).toFixed(3),
            actualChargeableWeight: chargeable.toFixed(3),
          });
        }
        if (reach >= 5) await save('KYCK_FY', {});
        if (reach >= 6) await save('KYCK_WJ', {});
        await demoOperationStatus(w, airExport, orderCode, i, reach);
      }
    },
  },
  {
    name: '内贸业务订单',
    async run(trx, ctx) {
      const session = actingIn(ctx, 'org:shanghai', 'user:13800000000');
      const writer: Writer = { db: trx, session, audit: () => undefined };
      const today = demoToday();
      const ports = await idsOf(
        trx,
        sql<{ id: number; key: string }>`select id, code as key from tb_param_port
          where code in ('CNSHA', 'CNCAN', 'CNTAO', 'CNTXG', 'CNXMN', 'CNDLC', 'CNNGB', 'CNFOC')`,
      );
      const places = await demoPlaces(trx, session.orgId ?? 0, 'ZYLX_NMYW');
      const supplier = (alias: string) => ctx.id(`supplier:org:shanghai:${alias}`);
      const port = (code: string) => {
        const id = ports.get(code);
        if (id === undefined) throw new Error(`港口 ${code} 不存在`);
        return id;
      };
      const lanes: [string, string, string][] = [
        ['CNSHA', 'CNCAN', '中远之星'],
        ['CNTAO', 'CNXMN', '安盛海'],
        ['CNDLC', 'CNSHA', '鑫海顺'],
        ['CNNGB', 'CNTXG', '信风一号'],
        ['CNSHA', 'CNFOC', '中谷福州'],
      ];
      const goods: [string, string][] = [
        ['家用冰箱', 'HWSX_PH'],
        ['建筑钢材', 'HWSX_PH'],
        ['纸浆', 'HWSX_PH'],
        ['化肥', 'HWSX_FWHGP'],
        ['瓷砖', 'HWSX_PH'],
      ];
      for (let i = 0; i < DEMO_DOMESTIC_TRADE_ORDERS; i++) {
        const { w, plan, done } = demoOrder(
          writer,
          today,
          i,
          DEMO_DOMESTIC_TRADE_ORDERS,
          LEAD.domesticTrade,
        );
        const [from, to, vessel] = lanes[i % lanes.length] as [string, string, string];
        const [cn, attr] = goods[i % goods.length] as [string, string];
        const fcl = i % 4 !== 3;
        const sizes = [
          { length: '120', width: '100', height: String(80 + (i % 5) * 10), piecesNumber: 10 + i },
          ...(i % 2 ? [{ length: '60', width: '40', height: '50', piecesNumber: 20 }] : []),
        ];
        const pieces = sizes.reduce((n, r) => n + r.piecesNumber, 0);
        const orderCode = await createOrder(w, domesticTrade, {
          clientId: ctx.id(headOfficeClient(i * 5)),
          salesId: ctx.id('user:13800000003'),
          operationUnitsId: ctx.id(headOfficeClient(i * 5)),
          csrId: ctx.id(i % 2 ? 'user:13800000006' : 'user:13800000001'),
          contact: ['王建国', '李晓东', '陈海波', '周敏'][i % 4],
          contactPhone: ['021-58881234', '0512-62581122', '0574-86112233', '0571-82776655'][i % 4],
          bookingAgentId: supplier('外运船代'),
          shippingModeId: fcl ? 'ZYFS_FCL' : 'ZYFS_LCL',
          departurePortId: port(from),
          destinationPortId: port(to),
          internalTypeId: 'NBLX_ZLH',
          estimatedSailingDate: plan(0),
          cargoAttributeId: attr,
          piecesNumber: pieces,
          grossWeight: (pieces * 42.5).toFixed(3),
          packageId: i % 2 ? 'BZ_PLT' : 'BZ_CTN',
          chineseName: cn,
          entryNumber: `NJC${String(66_000 + i * 7)}`,
          contractReferenceNo: `NM2026-${String(300 + i)}`,
          isDelivery: 'Y',
          orderRemark: i % 7 === 0 ? '门到门，收货人要求预约卸货' : undefined,
          cargoSizeList: sizes,
          boxList: fcl ? [{ boxType: i % 3 ? 'XX_40HQ' : 'XX_20GP', boxNumber: 1 + (i % 2) }] : [],
        });
        const reach = i % 6;
        const save = (code: string, body: Record<string, unknown>) =>
          saveDemoNode(w, domesticTrade, code, orderCode, body);
        if (reach >= 1) {
          const leg = (n: number) => ({
            transportCompanyId: supplier('捷运车队'),
            deliveryMethods: n === 0 ? 'SHFS_ZC' : 'SHFS_SHSM',
            pickupDate: done(-2 + n * 4),
            deliveryDate: done(-1 + n * 4),
            storeAddressId: (n === 0 ? places.pickups : places.docks)[i % 2],
            storeContact: n === 0 ? '张仓管' : '王调度',
            storePhone: n === 0 ? '021-56781234' : '021-68281234',
            vesselVoyage: `${vessel} V.26${String(10 + i).padStart(2, '0')}`,
            billOfLadingCode: `NMB26${String(3000 + i)}`,
            entryNumber: `NJC${String(66_000 + i * 7)}`,
            requirements: n === 0 ? '装货前核对件数，拍照留档' : '到港后两日内送达，预约卸货',
            totalPiecesNumber: pieces,
            totalGrossWeight: (pieces * 42.5).toFixed(3),
            vehicleJson: JSON.stringify([
              {
                vehicleRequirement: n === 0 ? 'CLYQ_FY' : 'CLYQ_WB',
                vehicleType: fcl ? 'CLLX_TC40' : 'CLLX_XS96',
                vehicleCount: 1 + (i % 2),
                driverName: ['陈师傅', '王师傅', '刘师傅'][(i + n) % 3],
                driverPhone: `1381234${String(3000 + i * 2 + n).slice(-4)}`,
                plateNumber: `沪D${String(30_000 + i * 41 + n).slice(-5)}`,
              },
            ]),
          });
          await save('NMYW_PEISONG', { companyList: i % 3 === 0 ? [leg(0)] : [leg(0), leg(1)] });
        }
        if (reach >= 2) {
          await save('NMYW_SHIJI', {
            actualSailingDate: done(0),
            actualArriveDate: done(3),
            deliveryDate: reach >= 3 ? done(4) : undefined,
            actualRemark: '按期到港',
          });
        }
        if (reach >= 3) await save('NMYW_FY', {});
        if (reach >= 4) await save('NMYW_WJ', {});
        await demoOperationStatus(w, domesticTrade, orderCode, i, reach);
      }
    },
  },
];

interface DemoPlaces {
  senders: number[];
  receivers: number[];
  notifiers: number[];
  pickups: number[];
  docks: number[];
}

/** Addresses of the kind each field takes (the type's own first) and trucking addresses. */
async function demoPlaces(trx: Trx, orgId: number, shippingType: string): Promise<DemoPlaces> {
  const { rows: addresses } = await sql<{ id: number; type: string }>`
    select id, address_type as type from tb_adderss where org_id = ${orgId}
    order by (shipping_type = ${shippingType}) desc, id`.execute(trx);
  const { rows: places } = await sql<{ id: number; departure: string; destination: string }>`
    select id, is_departure as departure, is_destination as destination from tb_transportation
    where org_id = ${orgId} order by id`.execute(trx);
  const byType = (type: string) => addresses.filter((a) => a.type === type).map((a) => a.id);
  return {
    senders: byType('DZLX_FHR'),
    receivers: byType('DZLX_SHR'),
    notifiers: byType('DZLX_TZR'),
    pickups: places.filter((p) => p.departure === 'Y').map((p) => p.id),
    docks: places.filter((p) => p.destination === 'Y').map((p) => p.id),
  };
}

async function saveDemoNode(
  w: Writer,
  decl: OrderTypeDecl,
  code: string,
  orderCode: string,
  body: Record<string, unknown>,
): Promise<void> {
  const node = decl.nodes.find((n) => n.code === code);
  if (!node) throw new Error(`${decl.name} 没有节点 ${code}`);
  await saveNode(w, decl, node, { orderCode, ...body });
}

/** Some orders finished, some cancelled, the rest open: every status shows in the lists. */
async function demoOperationStatus(
  w: Writer,
  decl: OrderTypeDecl,
  orderCode: string,
  i: number,
  reach: number,
): Promise<void> {
  if (reach >= decl.nodes.length - 1 && i % 2 === 1) {
    await changeOperationStatus(w, decl, { orderCode, operationStatus: 'CZZT_CZWC' });
  } else if (i % 11 === 10) {
    await changeOperationStatus(w, decl, { orderCode, operationStatus: 'CZZT_QX' });
  }
}
