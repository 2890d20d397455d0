// Receivable and payable statements (应收/应付对账单) of an order of any type, as Excel and PDF
// downloads on the order's controller. One declaration per side and format, one builder; the
// header fields are the type's `statementHeader`.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { orderField, orderTypes } from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import type { Db } from '../../db/index.ts';
import { dictionaryNames, shown } from '../orders/documents.ts';
import { findOrder } from '../orders/engine.ts';
import { documentFile, download, formatDateTime } from '../../documents/index.ts';
import type { BusinessDocument, DocumentField } from '../../documents/index.ts';
import { orderLines, totalsOf } from './lines.ts';
import type { FeeLine } from './lines.ts';
import { payable, receivable } from './sides.ts';
import type { FeeSide } from './sides.ts';

/** The statement downloads of an order type, as paths of its controller (chosen here). */
export function statementPaths(controller: string) {
  return [
    { path: `${controller}/downloadAr`, side: receivable, format: 'xlsx' },
    { path: `${controller}/downloadAp`, side: payable, format: 'xlsx' },
    { path: `${controller}/querydownloadArPdf`, side: receivable, format: 'pdf' },
    { path: `${controller}/querydownloadApPdf`, side: payable, format: 'pdf' },
  ] as const satisfies readonly { path: string; side: FeeSide; format: 'xlsx' | 'pdf' }[];
}

/** Every order type's statement downloads. */
export const STATEMENT_PATHS = orderTypes.flatMap((decl) =>
  statementPaths(decl.controller).map((p) => ({ ...p, decl })),
);

interface OrderHeader {
  orderCode: string;
  /** The type's statement header fields as label and shown value. */
  fields: DocumentField[];
  orgName: string | null;
}

/** The order's code, its declared header fields as shown (names for ids) and its organisation. */
async function orderHeader(
  db: Db,
  decl: OrderTypeDecl,
  orgId: number,
  orderCode: string,
): Promise<OrderHeader | null> {
  const order = await findOrder(db, decl, orgId, orderCode);
  if (!order) return null;
  const dicts = await dictionaryNames(db, decl);
  const { rows } = await sql<{ orgName: string | null }>`select org_name as "orgName"
    from tb_organization where id = ${orgId}`.execute(db);
  return {
    orderCode,
    fields: decl.statementHeader.map((name) => {
      const field = orderField(decl, name);
      return {
        label: field.label,
        value: shown(field, order, dicts),
        kind: field.kind === 'date' ? 'date' : 'text',
      };
    }),
    orgName: rows[0]?.orgName ?? null,
  };
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
    header: [{ label: '订单号', value: header.orderCode }, ...header.fields],
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
  for (const { path, side, format, decl } of STATEMENT_PATHS) {
    download(app, path, async ({ db, orgId, body, session }) => {
      const orderCode = typeof body.orderCode === 'string' ? body.orderCode : '';
      if (!orderCode) return null;
      const header = await orderHeader(db, decl, orgId, orderCode);
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
