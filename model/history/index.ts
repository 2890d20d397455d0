// Record history (历史): which records keep one, where their entries are in the action log, and
// how each logged field is labelled and shown. Field labels come from the declarations (master
// data, order types); fee lines, invoices and settlements, which have no entity declaration,
// declare the fields their history shows here.
import {
  FEE_APPROVE_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  SETTLEMENT_STATUS_LABELS,
} from '../codeLabels.ts';
import { f } from '../masterData/define.ts';
import { CNY, entities } from '../masterData/index.ts';
import type { EntityDecl, Field, SubList } from '../masterData/types.ts';
import { nodeOperatorField, orderTypes } from '../orders/index.ts';
import type { OrderTypeDecl } from '../orders/types.ts';

/** A field as history shows it: a declared field, an amount in the currency of another field. */
export type HistoryField = Field & {
  /** The amount's currency: the record's field holding its FYBZ code, or a fixed code. */
  readonly currency?: { readonly field: string } | { readonly code: string };
};

/** One table whose action-log entries belong to the record's history. */
export interface HistoryTable {
  readonly table: string;
  /** Prefix of the field labels of the table's rows (an order's transport-company lines). */
  readonly label?: string;
  readonly fields: readonly HistoryField[];
  /** Lists kept with the record (contacts, containers…): shown by their row counts. */
  readonly lists?: readonly { readonly name: string; readonly label: string }[];
}

export interface HistoryKind {
  /** GraphQL type with the `history` field. */
  readonly typeName: string;
  /** rest controller: the record's history is `<controller>/pageHistory`. */
  readonly controller: string;
  /** Body field naming the record, as the action log keys it. */
  readonly keyField: 'id' | 'orderCode';
  readonly tables: readonly HistoryTable[];
  /** Labels of the controller's writing actions beyond the usual (node saves). */
  readonly actions?: Readonly<Record<string, string>>;
  /** For types shared by two kinds (FeeLine, Settlement): which side this kind is. */
  readonly side?: 'ar' | 'ap';
  /** The record's table holds both kinds: this column tells this kind's records. */
  readonly sideColumn?: string;
}

/** The entities whose records keep a history on their pages. */
const entityHistory: readonly EntityDecl[] = entities.filter(
  (e) => e.name === 'client' || e.name === 'supplier',
);

const listsOf = (subs: readonly SubList[]) => subs.map(({ name, label }) => ({ name, label }));

/** Fields kept on an entity's table beside its declaration (a client's credit terms). */
const ownFields: Readonly<Record<string, readonly HistoryField[]>> = {
  client: [
    { ...f.decimal('creditLimit', '信用额度', 18, 2), currency: { code: CNY } },
    f.flag('orderBlocked', '停止接单'),
  ],
};

function entityKind(decl: EntityDecl): HistoryKind {
  return {
    typeName: decl.typeName,
    controller: decl.controller,
    keyField: 'id',
    tables: [
      {
        table: decl.table,
        fields: [...decl.fields, ...(ownFields[decl.name] ?? [])],
        lists: listsOf(decl.subLists ?? []),
      },
    ],
  };
}

function orderKind(decl: OrderTypeDecl): HistoryKind {
  const lineTables: HistoryTable[] = (decl.lines ?? []).flatMap((line) => {
    const sub = decl.subLists.find((s) => s.name === line.subList);
    return sub ? [{ table: sub.table, label: sub.label, fields: sub.fields }] : [];
  });
  return {
    typeName: decl.typeName,
    controller: decl.controller,
    keyField: 'orderCode',
    tables: [
      {
        table: decl.table,
        // The nodes' operators are kept beside the order (bulk work), logged with it.
        fields: [...decl.fields, ...decl.nodes.map(nodeOperatorField)],
        lists: listsOf(decl.subLists),
      },
      ...lineTables,
    ],
    actions: {
      ...Object.fromEntries(decl.nodes.map((n) => [n.save, `保存${n.label}`])),
      updateNodeOperatorBulk: '指派操作人员',
    },
  };
}

const inCurrency = { currency: { field: 'currency' } } as const;
const money = (name: string, label: string): HistoryField => ({
  ...f.decimal(name, label, 16, 2),
  ...inCurrency,
});

/** A fee line's fields (tbAr, tbAp), as the fee grid names them. */
function feeLineFields(side: 'ar' | 'ap'): HistoryField[] {
  return [
    f.ref('feeTypeId', '费用名称', 'feeType'),
    f.ref('settlementUnit', '结算单位', side === 'ar' ? 'client' : 'supplier'),
    { ...f.decimal('unitPrice', '单价', 18, 4), ...inCurrency },
    f.decimal('quantity', '数量', 18, 4),
    f.dict('currency', '币种', 'FYBZ'),
    f.decimal('exchangeRate', '汇率', 12, 6),
    money('money', '金额'),
    { ...f.decimal('cnyMoney', '本币金额', 16, 2), currency: { code: CNY } },
    f.string('approveStatus', '审核状态', 10, { labels: FEE_APPROVE_STATUS_LABELS }),
    f.string('approveRemark', '审核意见', 200),
    f.string('invoiceNo', '发票号', 50),
    f.date('invoiceDate', '开票日期'),
    money('writeOffMoney', '核销金额'),
    f.string('remark', '备注', 200),
  ];
}

function feeLineKind(side: 'ar' | 'ap'): HistoryKind {
  return {
    typeName: 'FeeLine',
    controller: side === 'ar' ? 'tbAr' : 'tbAp',
    keyField: 'id',
    side,
    tables: [{ table: side === 'ar' ? 'tb_ar' : 'tb_ap', fields: feeLineFields(side) }],
    actions: { updateApproveStatus: '审核状态变更', updateBatch: '保存费用' },
  };
}

function settlementKind(side: 'ar' | 'ap'): HistoryKind {
  const label = side === 'ar' ? '收款' : '付款';
  return {
    typeName: 'Settlement',
    controller: side === 'ar' ? 'tbReceipt' : 'tbPayment',
    keyField: 'id',
    side,
    sideColumn: 'side',
    tables: [
      {
        table: 'tb_settlement',
        fields: [
          f.string('settlementNo', `${label}单号`, 30),
          f.ref('settlementUnit', '结算单位', side === 'ar' ? 'client' : 'supplier'),
          f.dict('currency', '币种', 'FYBZ'),
          money('amount', `${label}金额`),
          money('allocated', '已核销'),
          money('unallocated', '未核销'),
          f.decimal('currencyRate', '汇率', 12, 6),
          f.date('settleDate', `${label}日期`),
          f.string('status', '状态', 10, { labels: SETTLEMENT_STATUS_LABELS }),
          f.string('remark', '备注', 200),
          f.string('reverser', '冲销人', 50),
          f.date('reverseDate', '冲销日期'),
          f.string('reverseReason', '冲销原因', 200),
        ],
        lists: [{ name: 'allocations', label: '核销明细' }],
      },
    ],
    actions: {
      insert: `登记${label}`,
      updateAllocate: '核销',
      updateUnallocate: '取消核销',
      updateReverse: '冲销',
    },
  };
}

const invoiceKind: HistoryKind = {
  typeName: 'ArInvoice',
  controller: 'tbArInvoice',
  keyField: 'id',
  tables: [
    {
      table: 'tb_ar_invoice',
      fields: [
        f.dict('invoiceType', '发票类型', 'FPLX'),
        f.string('invoiceNo', '发票号', 50),
        f.date('invoiceDate', '开票日期'),
        f.ref('settlementUnit', '结算单位', 'client'),
        { ...f.decimal('amountCny', '金额（人民币）', 16, 2), currency: { code: CNY } },
        f.int('lineCount', '费用条数'),
        f.string('status', '状态', 10, { labels: INVOICE_STATUS_LABELS }),
        f.string('remark', '备注', 200),
        f.string('clearName', '作废人', 50),
        f.date('clearDate', '作废日期'),
        f.string('clearRemark', '作废原因', 200),
      ],
    },
  ],
  actions: { insert: '开票', updateInvoiceClearn: '作废' },
};

/** Every kind of record with a history, one per rest controller. */
export const historyKinds: readonly HistoryKind[] = [
  ...orderTypes.map(orderKind),
  ...orderTypes.flatMap((t) => (t.billOfLading ? [entityKind(t.billOfLading)] : [])),
  ...entityHistory.map(entityKind),
  feeLineKind('ar'),
  feeLineKind('ap'),
  invoiceKind,
  settlementKind('ar'),
  settlementKind('ap'),
];

/** The history path of a kind. */
export function historyPath(kind: HistoryKind): string {
  return `${kind.controller}/pageHistory`;
}

/** The list field naming several records at once (`ids`, `orderCodes`): a page of each. */
export function historyKeysField(kind: HistoryKind): 'ids' | 'orderCodes' {
  return kind.keyField === 'id' ? 'ids' : 'orderCodes';
}

/** The GraphQL types with a `history` field (FeeLine and Settlement once for both sides). */
export function historyTypeNames(): string[] {
  return [...new Set(historyKinds.map((k) => k.typeName))];
}

/** What a write did, in words, from its rest action. */
export function actionLabel(kind: HistoryKind, action: string): string {
  const own = kind.actions?.[action];
  if (own) return own;
  if (/^insertCopy/.test(action)) return '复制新建';
  if (/^insertChangeOrder/.test(action)) return '转移组织';
  if (/^(insert|save)/.test(action)) return '新建';
  if (/^delete/.test(action)) return '删除';
  if (/Status|Back|Cancel/.test(action)) return '状态变更';
  return '修改';
}
