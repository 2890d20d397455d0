// Demo ocean export orders, saved through the order engine (node by node, as staff would), spread
// over nodes and operation statuses; some with bills of lading. Fee lines come with the fees demo.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { oceanExport, oceanExportLading } from '../../../../model/orders/index.ts';
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
import type { SeedContext, SeedStep } from './index.ts';

type Trx = Transaction<Database>;

export const DEMO_OCEAN_EXPORT_ORDERS = 60;

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

/** A date n days after 2026-03-02, YYYY-MM-DD. */
function day(n: number): string {
  return new Date(Date.UTC(2026, 2, 2) + n * 86_400_000).toISOString().slice(0, 10);
}

export const orderSteps: SeedStep[] = [
  {
    name: '海运出口订单与提单',
    async run(trx, ctx) {
      const session = actingIn(ctx, 'org:shanghai', 'user:13800000000');
      const w: Writer = { db: trx, session, audit: () => undefined };
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
      const csrs = ['user:13800000004', 'user:13800000001'];

      for (let i = 0; i < DEMO_OCEAN_EXPORT_ORDERS; i++) {
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
          clientId: ctx.id(`client:${i % 29}`),
          shippingModeId: fcl ? 'ZYFS_FCL' : 'ZYFS_LCL',
          operationUnitsId: ctx.id(`client:${i % 29}`),
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
          estimatedSailingDate: day(i),
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
            openingDate: day(i - 7),
            interceptionDate: day(i - 2),
            entryNumber: `JC${String(880_000 + i * 13)}`,
            arrivalDate: day(i + 16),
          });
        }
        if (reach >= 2) {
          await save('HYCK_PS', {
            deliveryDate: day(i - 3),
            companyList: [
              {
                transportCompanyId: supplier('捷运车队'),
                contactPhone: '021-56781234',
                boxDate: day(i - 4),
                pickupDate: day(i - 4),
                deliveryDate: day(i - 3),
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
            customsClearanceDate: day(i - 2),
            clearanceList: [
              {
                declarationNo: `2201${String(20_260_000_000_000 + i * 137)}`,
                declarationDate: day(i - 2),
                releaseDate: day(i - 1),
                piecesNumber: pieces,
                grossWeight: (pieces * 18.5).toFixed(3),
              },
            ],
          });
        }
        if (reach >= 4) {
          await save('HYCK_FX', {
            isCustomsInspection: i % 9 === 0 ? 'Y' : 'N',
            customsInspectionDate: i % 9 === 0 ? day(i - 1) : undefined,
            customsInspectionRemark: i % 9 === 0 ? '查验无异常' : undefined,
            releaseRemark: '已放行',
          });
        }
        if (reach >= 5) {
          await save('HYCK_SJ', {
            actualShippingTermsId: 'YSTK_CYCY',
            actualSailingDate: day(i + (i % 2)),
            actualArriveDate: reach >= 6 ? day(i + 17) : undefined,
            billOfLadingDate: day(i + (i % 2)),
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
];
