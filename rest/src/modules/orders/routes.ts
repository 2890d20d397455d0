// Registers every order type's calls from its declaration: the order controller, its line
// controllers, its documents, and the bills of lading.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { columnOf } from '../../../../model/masterData/index.ts';
import {
  isOrderEmbed,
  ORDER_EMBED_PARAM,
  ORDER_EMBEDDED_KEY,
  orderEmbedNames,
  orderEmbeds,
  orderRecords,
  orderSubList,
  orderTypeOfRecord,
  orderTypes,
} from '../../../../model/orders/index.ts';
import type { OrderEmbed } from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import type { Db } from '../../db/index.ts';
import { documentFile, download } from '../../documents/index.ts';
import { exportFile } from '../../documents/tableExport.ts';
import type { DownloadContext } from '../../documents/index.ts';
import { int, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { MESSAGES, fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { AuthedContext } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import { moveOrderFiles } from '../files/queries.ts';
import { attachFilesToNode } from '../files/queries.ts';
import { registerOrderFileSource } from '../files/orderScope.ts';
import {
  findRecord,
  insertRecord,
  pageRecords,
  registerReference,
  updateRecord,
} from '../masterData/engine.ts';
import { readList } from '../masterData/validate.ts';
import {
  contentDocument,
  dictionaryNames,
  dispatchList,
  listExport,
  shippingOrder,
  workSheet,
} from './documents.ts';
import {
  changeOperationStatus,
  copyOrder,
  createOrder,
  deleteLine,
  deleteOrder,
  findLine,
  findOrder,
  listBatches,
  listForExport,
  listLines,
  lookupFill,
  moveOrder,
  ordersOfClient,
  ORDER_NOT_FOUND,
  orderParams,
  pageOrders,
  requireOrder,
  saveLine,
  saveNode,
  setArApStatus,
  stepBack,
  tableExists,
} from './engine.ts';
import type { Row, Writer } from './engine.ts';
import { orderRegistry } from './registry.ts';
import { registerOrderBulk } from './bulk.ts';
import { pageAll as pageAllOrders } from './allOrders.ts';

function writer(ctx: AuthedContext, db: Db, table: string): Writer {
  return {
    db,
    session: ctx.session,
    audit: (before, after, key) => ctx.audit({ table, recordKey: key, before, after }),
  };
}

function fileIds(body: Body): number[] {
  const raw = body.fileIds;
  if (raw === undefined || raw === null) return [];
  const list = readList(raw);
  if (!list || list.length > 500) throw fail.badRequest('文件编号格式不正确', 'fileIds');
  return list.map((v) => {
    const n = typeof v === 'string' ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) {
      throw fail.badRequest('文件编号格式不正确', 'fileIds');
    }
    return n;
  });
}

/**
 * Bills of lading of the type and fee lines follow their order: the fees module's hook, else a
 * plain update of its tables.
 */
async function moveOthers(
  decl: OrderTypeDecl,
  db: Db,
  move: { orderCode: string; orderType: string; fromOrgId: number; toOrgId: number },
): Promise<void> {
  if (decl.billOfLading) {
    await sql`update ${sql.id(decl.billOfLading.table)} set org_id = ${move.toOrgId}
      where org_id = ${move.fromOrgId} and order_code = ${move.orderCode}`.execute(db);
  }
  const hooks = orderRegistry.moveHooks();
  if (hooks.length) {
    for (const hook of hooks) await hook(db as Parameters<typeof hook>[0], move);
    return;
  }
  for (const table of ['tb_ap', 'tb_ar']) {
    if (!(await tableExists(db, table))) continue;
    await sql`update ${sql.id(table)} set org_id = ${move.toOrgId}
      where org_id = ${move.fromOrgId} and order_code = ${move.orderCode}`.execute(db);
  }
}

/** The parts findByPK is asked to answer beside the order (`embed=fees,files`). */
function embedsAsked(body: Body): OrderEmbed[] {
  const raw = str(body, ORDER_EMBED_PARAM);
  if (raw === undefined) return [];
  const names = [...new Set(raw.split(',').map((name) => name.trim()))];
  const parts = names.filter(isOrderEmbed);
  if (parts.length !== names.length) {
    throw fail.badRequest(
      `embed 只能为 ${orderEmbedNames.join('、')}（以逗号分隔）`,
      ORDER_EMBED_PARAM,
    );
  }
  return parts;
}

function registerOrderType(app: FastifyInstance, decl: OrderTypeDecl): void {
  const path = (action: string) => `${decl.controller}/${action}`;
  const write = (action: string, fn: (w: Writer, ctx: AuthedContext) => Promise<unknown>) =>
    route(app, path(action), (ctx) =>
      ctx.transaction((trx) => fn(writer(ctx, trx, decl.table), ctx)),
    );

  route(app, path('pageAll'), ({ db, session, body }) =>
    pageOrders(db, decl, currentOrgId(session), body),
  );
  route(app, path('findByPK'), async (ctx) => {
    const { db, session, body } = ctx;
    // As the company's back end, a rest restricted to the specifications knows no `embed`.
    const parts = ctx.config.paths === 'specification' ? [] : embedsAsked(body);
    const orderCode = str(body, 'orderCode');
    // The parts need only the order code: read beside the order, not after it.
    const [order, ...answers] = await Promise.all([
      requireOrder(db, decl, currentOrgId(session), body),
      ...(orderCode === undefined ? [] : parts).map((part) =>
        ctx.readAlso(orderEmbeds[part], {
          orderCode,
          ...(part === 'fees' && str(body, 'withCredit') === 'Y' ? { withCredit: 'Y' } : {}),
        }),
      ),
    ]);
    if (parts.length === 0) return order;
    const embedded: Row = {};
    parts.forEach((part, i) => {
      if (answers[i] !== undefined) embedded[part] = answers[i];
    });
    order[ORDER_EMBEDDED_KEY] = embedded;
    return order;
  });
  route(app, path('findParamByOrder'), ({ db, session, body }) =>
    orderParams(db, decl, currentOrgId(session), body),
  );
  write(decl.createAction, (w, ctx) => createOrder(w, decl, ctx.body));
  for (const node of decl.nodes) {
    write(node.save, async (w, ctx) => {
      const { order } = await saveNode(w, decl, node, ctx.body);
      if (node.files) {
        await attachFilesToNode(w.db, currentOrgId(ctx.session), fileIds(ctx.body), {
          orderCode: order.orderCode as string,
          nodeCode: str(ctx.body, 'nodeCode') ?? node.code,
          shippingType: decl.shippingType,
        });
      }
      return order.orderCode;
    });
  }
  write('updateOperationStatus', (w, ctx) => changeOperationStatus(w, decl, ctx.body));
  write(decl.backAction, (w, ctx) => stepBack(w, decl, ctx.body));
  write('updateArApStatus', (w, ctx) => setArApStatus(w, decl, ctx.body));
  write('delete', (w, ctx) => deleteOrder(w, decl, ctx.body));
  write('insertCopy', (w, ctx) => copyOrder(w, decl, ctx.body));
  registerOrderBulk(app, decl);
  if (decl.changeOrder !== false) {
    write('insertChangeOrder', (w, ctx) =>
      moveOrder(w, decl, ctx.body, {
        files: moveOrderFiles,
        others: (db, move) => moveOthers(decl, db, move),
      }),
    );
  }
  if (decl.clientOrders) {
    route(app, path(decl.clientOrders), ({ db, session, body }) =>
      ordersOfClient(db, decl, currentOrgId(session), body),
    );
  }
  for (const sub of decl.subLists) {
    if (!sub.lookup) continue;
    route(app, `${sub.lookup.controller}/${sub.lookup.action}`, ({ db, body }) =>
      lookupFill(db, sub, body),
    );
  }

  for (const line of decl.lines ?? []) {
    const sub = orderSubList(decl, line.subList);
    const lp = (action: string) => `${line.controller}/${action}`;
    const lineWrite = (action: string, fn: (w: Writer, ctx: AuthedContext) => Promise<unknown>) =>
      route(app, lp(action), (ctx) =>
        ctx.transaction((trx) => fn(writer(ctx, trx, sub.table), ctx)),
      );
    for (const action of line.actions) {
      switch (action) {
        case 'listAll':
          route(app, lp(action), ({ db, session, body }) =>
            listLines(db, decl, sub, currentOrgId(session), body),
          );
          break;
        case 'findByPK':
          route(app, lp(action), async ({ db, session, body }) => {
            const lineId = int(body, 'id', '记录编号格式不正确');
            if (lineId === undefined) throw fail.badRequest('缺少记录编号', 'id');
            const found = await findLine(db, decl, sub, currentOrgId(session), lineId);
            if (!found) throw fail.notFound(MESSAGES.notFound);
            return found;
          });
          break;
        case 'insert':
        case 'update':
          lineWrite(action, (w, ctx) => saveLine(w, decl, sub, ctx.body, action));
          break;
        case 'delete':
          lineWrite(action, (w, ctx) => deleteLine(w, decl, sub, ctx.body));
          break;
      }
    }
  }

  const orderOf = async (ctx: DownloadContext): Promise<Row> => {
    const order = await findOrder(ctx.db, decl, ctx.orgId, str(ctx.body, 'orderCode') ?? '');
    if (!order) throw fail.notFound(ORDER_NOT_FOUND, 'orderCode');
    return order;
  };
  const builders = {
    WORK_SHEET: workSheet,
    DISPATCH_LIST: dispatchList,
    SHIPPING_ORDER: shippingOrder,
  };
  for (const doc of decl.documents) {
    download(app, path(doc.action), async (ctx) => {
      const order = await orderOf(ctx);
      const dicts = await dictionaryNames(ctx.db, decl);
      const builder = (builders as Record<string, (typeof builders)['WORK_SHEET'] | undefined>)[
        doc.kind
      ];
      const built = doc.content
        ? contentDocument(decl, doc.content, order, dicts, ctx.session.userName)
        : builder?.(decl, order, dicts, ctx.session.userName);
      if (!built) throw new Error(`${decl.name} 的单据 ${doc.kind} 没有内容`);
      return documentFile(built, doc.format, `${String(order.orderCode)}_${doc.label}`);
    });
  }
  if (decl.listExport) {
    // The whole filtered list, streamed by the export engine (Excel by default, format=csv).
    download(
      app,
      path(decl.listExport),
      {
        hasData: async (ctx) =>
          (await listForExport(ctx.db, decl, ctx.orgId, ctx.body, 0, 1)).length > 0,
      },
      async (ctx) => {
        const dicts = await dictionaryNames(ctx.db, decl);
        const spec = listExport(decl, dicts, () => listBatches(ctx.db, decl, ctx.orgId, ctx.body));
        return exportFile(spec, ctx.body.format === 'csv' ? 'csv' : 'xlsx');
      },
    );
  }

  registerSources(decl);
}

const registered = new Set<string>();

/** The files module's order source and master data's references: once per process, not per app. */
function registerSources(decl: OrderTypeDecl): void {
  if (registered.has(decl.name)) return;
  registered.add(decl.name);
  registerOrderFileSource({
    shippingType: decl.shippingType,
    orderCodes(filter, orgId) {
      const where = [sql`o.org_id = ${orgId}`];
      for (const name of ['clientId', 'operationUnitsId', 'salesId', 'csrId'] as const) {
        const value = filter[name];
        const field = decl.fields.find((x) => x.name === name);
        if (value && field) where.push(sql`o.${sql.id(columnOf(field))}::text = ${value}`);
      }
      return sql`select o.order_code from ${sql.id(decl.table)} o where ${sql.join(where, sql` and `)}`;
    },
  });
  for (const field of decl.fields) {
    if (field.kind === 'ref') registerReference(field.entity, decl.table, columnOf(field));
  }
  for (const sub of decl.subLists) {
    for (const field of sub.fields) {
      if (field.kind === 'ref') registerReference(field.entity, sub.table, columnOf(field));
    }
  }
}

/** Bills of lading: records of an existing order, kept by the master-data engine. */
function registerLadings(app: FastifyInstance): void {
  for (const decl of orderRecords) {
    const path = (action: string) => `${decl.controller}/${action}`;
    const orderDecl = orderTypeOfRecord(decl);
    const checkOrder = async (db: Db, orgId: number, body: Body) => {
      const code = str(body, 'orderCode');
      if (code === undefined) return;
      if (!(await findOrder(db, orderDecl, orgId, code)))
        throw fail.badRequest(ORDER_NOT_FOUND, 'orderCode');
    };
    route(app, path('pageAll'), ({ db, session, body }) => pageRecords(db, decl, session, body));
    route(app, path('findByPK'), async ({ db, session, body }) => {
      let recordId = int(body, 'id', '记录编号格式不正确');
      const code = str(body, 'billofladingCode');
      if (recordId === undefined && code) {
        const { rows } = await sql<{ id: number }>`select id from ${sql.id(decl.table)}
          where org_id = ${currentOrgId(session)} and billoflading_code = ${code}`.execute(db);
        recordId = rows[0]?.id;
      }
      if (recordId === undefined) throw fail.notFound(MESSAGES.notFound);
      const found = await findRecord(db, decl, session, recordId, 'own');
      if (!found) throw fail.notFound(MESSAGES.notFound);
      return found;
    });
    route(app, path('insert'), (ctx) =>
      ctx.transaction(async (trx) => {
        await checkOrder(trx, currentOrgId(ctx.session), ctx.body);
        const saved = await insertRecord(trx, decl, ctx.session, ctx.body);
        ctx.audit({ table: decl.table, recordKey: saved.id as number, before: null, after: saved });
        return saved;
      }),
    );
    route(app, path('update'), (ctx) =>
      ctx.transaction(async (trx) => {
        await checkOrder(trx, currentOrgId(ctx.session), ctx.body);
        const { before, after } = await updateRecord(trx, decl, ctx.session, ctx.body);
        ctx.audit({ table: decl.table, recordKey: after.id as number, before, after });
        return after;
      }),
    );
  }
}

export function ordersModule(app: FastifyInstance): void {
  for (const decl of orderTypes) registerOrderType(app, decl);
  registerLadings(app);
  // The orders of every type the caller's menus grant, in one list.
  route(app, 'tbOrder/pageAll', pageAllOrders);
}
