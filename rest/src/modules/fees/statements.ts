// Receivable and payable statements (应收/应付对账单) of an ocean export order, as Excel and PDF
// downloads on the order's controller. One declaration per side and format, one builder.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { documentFile, download, formatDateTime } from '../../documents/index.ts';
import type { BusinessDocument, DocumentField } from '../../documents/index.ts';
import { orderLines, totalsOf } from './lines.ts';
import type { FeeLine } from './lines.ts';
import { payable, receivable } from './sides.ts';
import type { FeeSide } from './sides.ts';

/** Statement downloads, as paths of the REST contract (chosen here: the seeds show none). */
export const STATEMENT_PATHS = [
  { path: 'tbSeaTransportExport/downloadAr', side: receivable, format: 'xlsx' },
  { path: 'tbSeaTransportExport/downloadAp', side: payable, format: 'xlsx' },
  { path: 'tbSeaTransportExport/querydownloadArPdf', side: receivable, format: 'pdf' },
  { path: 'tbSeaTransportExport/querydownloadApPdf', side: payable, format: 'pdf' },
] as const satisfies readonly { path: string; side: FeeSide; format: 'xlsx' | 'pdf' }[];

interface OrderHeader {
  orderCode: string;
  clientName: string | null;
  departurePort: string | null;
  destinationPort: string | null;
  vesselVoyage: string | null;
  hblNo: string | null;
  mblNo: string | null;
  estimatedSailingDate: string | null;
  orgName: string | null;
}

async function oceanExportHeader(
  db: Db,
  orgId: number,
  orderCode: string,
): Promise<OrderHeader | null> {
  const { rows } = await sql<OrderHeader>`select o.order_code as "orderCode",
      c.customer_name as "clientName",
      coalesce(dp.name_cn, dp.name_en) as "departurePort",
      coalesce(ap.name_cn, ap.name_en) as "destinationPort",
      o.vessel_voyage as "vesselVoyage", o.hbl_no as "hblNo", o.mbl_no as "mblNo",
      o.estimated_sailing_date as "estimatedSailingDate", g.org_name as "orgName"
    from tb_sea_transport_export o
    left join tb_customer c on c.id = o.client_id
    left join tb_param_port dp on dp.id = o.departure_port_id
    left join tb_param_port ap on ap.id = o.destination_port_id
    left join tb_organization g on g.id = o.org_id
    where o.org_id = ${orgId} and o.order_code = ${orderCode}`.execute(db);
  return rows[0] ?? null;
}

const currencyLabel = (line: { currency: string; currencyName: string | null }) =>
  line.currencyName ?? line.currency;

/** The statement of one side of an order; lines of one settlement unit when it is given. */
export function statementDocument(
  side: FeeSide,
  header: OrderHeader,
  allLines: readonly FeeLine[],
  preparedBy: string,
  settlementUnit?: number,
): BusinessDocument {
  const lines =
    settlementUnit === undefined
      ? allLines
      : allLines.filter((l) => l.settlementUnit === settlementUnit);
  const totals = side === receivable ? totalsOf([], lines) : totalsOf(lines, []);
  const summary: DocumentField[] = totals.byCurrency.map((t) => ({
    label: `${side.label}合计(${currencyLabel(t)})`,
    value: side === receivable ? t.receivable : t.payable,
    kind: 'money',
  }));
  summary.push({
    label: `${side.label}合计(折合人民币)`,
    value: side === receivable ? totals.receivableCny : totals.payableCny,
    kind: 'money',
  });
  return {
    title: `${side.label}对账单`,
    subtitle: header.orgName ?? undefined,
    orientation: 'landscape',
    header: [
      { label: '订单号', value: header.orderCode },
      { label: '客户', value: header.clientName },
      { label: '船名航次', value: header.vesselVoyage },
      { label: '起运港', value: header.departurePort },
      { label: '目的港', value: header.destinationPort },
      { label: '预计开船日期', value: header.estimatedSailingDate, kind: 'date' },
      { label: 'HBL', value: header.hblNo },
      { label: 'MBL', value: header.mblNo },
    ],
    tables: [
      {
        title: `${side.label}费用`,
        columns: [
          { title: '费用名称', key: 'feeName', width: 14 },
          { title: '结算单位', key: 'settlementUnitName', width: 24 },
          { title: '币种', key: 'currencyLabel', width: 8 },
          { title: '单价', key: 'unitPrice', kind: 'money', width: 12 },
          { title: '数量', key: 'quantity', kind: 'number', width: 8 },
          { title: '金额', key: 'money', kind: 'money', width: 14 },
          { title: '汇率', key: 'exchangeRate', kind: 'number', width: 10 },
          { title: '折合人民币', key: 'cnyMoney', kind: 'money', width: 14 },
          { title: '审核状态', key: 'approveStatusName', width: 10 },
        ],
        rows: lines.map((l) => ({ ...l, currencyLabel: currencyLabel(l) })),
        totals: { label: '合计', sum: ['cnyMoney'] },
      },
    ],
    summary,
    footer: [
      { label: '制表人', value: preparedBy },
      { label: '打印时间', value: formatDateTime(new Date()) },
    ],
  };
}

function settlementUnitParam(value: unknown): number | undefined {
  const id = Number(value);
  return value !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function registerStatements(app: FastifyInstance): void {
  for (const { path, side, format } of STATEMENT_PATHS) {
    download(app, path, async ({ db, orgId, body, session }) => {
      const orderCode = typeof body.orderCode === 'string' ? body.orderCode : '';
      if (!orderCode) return null;
      const header = await oceanExportHeader(db, orgId, orderCode);
      if (!header) return null;
      const lines = await orderLines(db, side, orgId, orderCode);
      const doc = statementDocument(
        side,
        header,
        lines,
        session.userName,
        settlementUnitParam(body.settlementUnit),
      );
      return documentFile(doc, format, `${header.orderCode}_${side.label}对账单`);
    });
  }
}
