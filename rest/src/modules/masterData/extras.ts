// The calls of master-data controllers that are not plain record handling: the current exchange
// rate, the HS-code picker, dictionaries by category, a user's workflow nodes, settlement units,
// column configuration and a user's own list columns.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { CNY, entity } from '../../../../model/masterData/index.ts';
import type { Db } from '../../db/index.ts';
import { dateField, int, jsonField, requireStr, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { businessDate } from '../../../../model/businessDate.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import { listRecords } from './engine.ts';
import { likeContains } from './sql.ts';
import { readList } from './validate.ts';

function codesOf(body: Body, name: string): string[] | undefined {
  const list = readList(body[name]);
  if (list === undefined) return undefined;
  if (list.some((c) => typeof c !== 'string' && typeof c !== 'number')) {
    throw fail.badRequest(`${name} 格式不正确`, name);
  }
  return list.map(String).filter((c) => c !== '');
}

interface DictRow {
  id: number;
  categoryCode: string;
  dictCode: string;
  dictName: string;
  sortId: number;
  remark: string | null;
  status: string;
}

const DICT_COLUMNS = sql`id, category_code as "categoryCode", dict_code as "dictCode",
  dict_name as "dictName", sort_id as "sortId", remark, status`;

export function registerExtras(app: FastifyInstance): void {
  // Dictionaries are shared by the whole group here, so the group variant answers the same.
  // dictCatagoryCode may name several categories (a list or comma-separated): one call then
  // answers every category a page needs.
  const dictByType = async ({ db, body }: { db: Db; body: Body }) => {
    const categories = codesOf(body, 'dictCatagoryCode');
    if (!categories?.length) throw fail.badRequest('请选择字典类别', 'dictCatagoryCode');
    const status = str(body, 'dictStatus');
    const name = str(body, 'dictNameSelect');
    const { rows } = await sql<DictRow>`select ${DICT_COLUMNS} from tb_dict
      where category_code in (${sql.join(categories)})
      and ${status ? sql`status = ${status}` : sql`true`}
      and ${name ? sql`dict_name ilike ${likeContains(name)}` : sql`true`}
      order by category_code, sort_id, id`.execute(db);
    return rows;
  };
  route(app, 'tbDict/getDictByTypeId', dictByType);
  route(app, 'tbDict/getGroupDictByTypeId', dictByType);
  route(app, 'tbDict/listDictByCode', async ({ db, body }) => {
    const codes = codesOf(body, 'dictCode');
    if (!codes?.length) throw fail.badRequest('请输入字典编码', 'dictCode');
    const category = str(body, 'dictCatagoryCode');
    const { rows } = await sql<DictRow>`select ${DICT_COLUMNS} from tb_dict
      where dict_code in (${sql.join(codes)})
      and ${category ? sql`category_code = ${category}` : sql`true`}
      order by category_code, sort_id, id`.execute(db);
    return rows;
  });

  route(app, 'tbExchangeRate/findCurRate', async ({ db, session, body }) => {
    const original = requireStr(body, 'originalCurrency', '请选择原币种');
    const exchange = str(body, 'exchangeCurrency') ?? CNY;
    const date = dateField(body, 'date', '日期') ?? businessDate();
    if (original === exchange)
      return { exchangeRate: '1', originalCurrency: original, exchangeCurrency: exchange };
    const { rows } = await sql<{
      exchangeRate: string;
      startDate: string;
      endDate: string;
      id: number;
    }>`
      select id, exchange_rate as "exchangeRate", start_date as "startDate", end_date as "endDate"
      from tb_exchange_rate
      where org_id = ${currentOrgId(session)} and status = 'Y'
        and original_currency = ${original} and exchange_currency = ${exchange}
        and start_date <= ${date} and end_date >= ${date}
      order by start_date desc, id desc limit 1`.execute(db);
    const found = rows[0];
    if (!found) throw fail.notFound('未找到该币种在该日期的有效汇率', 'originalCurrency');
    return { ...found, originalCurrency: original, exchangeCurrency: exchange };
  });

  route(app, 'tbGoods/findSelectValue', ({ db, session, body }) =>
    listRecords(db, entity('hsCode'), session, {
      keyword: str(body, 'keyword') ?? str(body, 'goodsNo') ?? str(body, 'goodsName'),
      limit: Math.min(int(body, 'limit') ?? 20, 100),
    }),
  );

  route(app, 'tbShippingTypeNodeUserMapping/getNodeCodeByUser', async ({ db, session, body }) => {
    const shippingType = requireStr(body, 'shippingTypeCode', '请选择作业类型');
    const assigned = session.isAdmin
      ? sql`true`
      : sql`exists (select 1 from tb_shipping_type_node_user_mapping m
          where m.parent_id = n.id and m.user_id = ${session.userId})`;
    const { rows } = await sql<{ nodeCode: string; nodeName: string; sortId: number }>`
      select n.node_code as "nodeCode", n.node_name as "nodeName", n.sort_id as "sortId"
      from tb_shipping_type n
      where n.org_id = ${currentOrgId(session)} and n.shipping_type = ${shippingType} and ${assigned}
      order by n.sort_id, n.id`.execute(db);
    return rows;
  });

  // Settlement units of fee lines: the clients of the group and the suppliers of the organisation.
  route(app, 'tbCustomer/listSupplierAll', async ({ db, session, body }) => {
    const keyword = str(body, 'keyword');
    const [clients, suppliers] = await Promise.all([
      listRecords(db, entity('client'), session, { reach: 'group', keyword }),
      listRecords(db, entity('supplier'), session, { keyword }),
    ]);
    return [
      ...clients.map((c) => ({
        id: c.id,
        name: c.customerName,
        code: c.customerCode,
        type: 'client',
      })),
      ...suppliers.map((s) => ({
        id: s.id,
        name: s.supplierName,
        code: s.supplierCode,
        type: 'supplier',
      })),
    ];
  });

  route(app, 'tbColumn/listAllColumn', async ({ db, session, body }) => {
    const shippingType = requireStr(body, 'shippingTypeCode', '请选择作业类型');
    return columnsOf(db, currentOrgId(session), shippingType);
  });

  route(app, 'tbColumn/updateNodeColumn', (ctx) => {
    const { body, session } = ctx;
    const shippingType = requireStr(body, 'shippingTypeCode', '请选择作业类型');
    const nodeCode = requireStr(body, 'nodeCode', '请选择节点');
    const list = jsonField<unknown[]>(body, 'list', '列配置格式不正确') ?? [];
    if (!Array.isArray(list)) throw fail.badRequest('列配置格式不正确', 'list');
    const orgId = currentOrgId(session);
    return ctx.transaction(async (trx) => {
      const before = await columnsOf(trx, orgId, shippingType);
      for (const [index, item] of list.entries()) {
        const row = (item ?? {}) as Body;
        const columnId = int(row, 'id', `列配置第${index + 1}行格式不正确`);
        const type = str(row, 'type') ?? 'N';
        const sortId = int(row, 'sortId', `列配置第${index + 1}行排序格式不正确`) ?? index + 1;
        if (columnId === undefined || (type !== 'Y' && type !== 'N')) {
          throw fail.badRequest(`列配置第${index + 1}行格式不正确`, 'list');
        }
        const result =
          await sql`update tb_column set type = ${type}, sort_id = ${sortId}, updated_at = now()
          where id = ${columnId} and org_id = ${orgId}
            and shipping_type_code = ${shippingType} and node_code = ${nodeCode}`.execute(trx);
        if (!result.numAffectedRows) throw fail.badRequest(`列配置第${index + 1}行不存在`, 'list');
      }
      const after = await columnsOf(trx, orgId, shippingType);
      ctx.audit({
        table: 'tb_column',
        recordKey: `${shippingType}/${nodeCode}`,
        before: { nodes: before },
        after: { nodes: after },
      });
      return null;
    });
  });

  route(app, 'tbSysUser/saveDynamicColumns', async ({ db, session, body }) => {
    const pageKey = requireStr(body, 'pageKey', '缺少页面标识');
    const columns = codesOf(body, 'columns') ?? [];
    if (pageKey.length > 100 || columns.length > 200)
      throw fail.badRequest('列设置过长', 'columns');
    await sql`insert into tb_user_dynamic_column (user_id, page_key, columns)
      values (${session.userId}, ${pageKey}, ${JSON.stringify(columns)})
      on conflict (user_id, page_key) do update set columns = excluded.columns, updated_at = now()`.execute(
      db,
    );
    return null;
  });

  route(app, 'tbSysUser/findDynamicColumns', async ({ db, session, body }) => {
    const pageKey = requireStr(body, 'pageKey', '缺少页面标识');
    const { rows } = await sql<{ columns: string }>`select columns from tb_user_dynamic_column
      where user_id = ${session.userId} and page_key = ${pageKey}`.execute(db);
    return rows[0] ? (JSON.parse(rows[0].columns) as string[]) : [];
  });
}

export interface NodeColumns {
  nodeCode: string;
  nodeName: string;
  list: { id: number; columnCode: string; columnName: string; type: string; sortId: number }[];
}

async function columnsOf(db: Db, orgId: number, shippingType: string): Promise<NodeColumns[]> {
  const { rows } = await sql<{
    id: number;
    nodeCode: string;
    nodeName: string;
    columnCode: string;
    columnName: string;
    type: string;
    sortId: number;
  }>`select c.id, c.node_code as "nodeCode", c.node_name as "nodeName",
      c.column_code as "columnCode", c.column_name as "columnName", c.type, c.sort_id as "sortId"
    from tb_column c
    left join tb_shipping_type n on n.org_id = c.org_id and n.shipping_type = c.shipping_type_code
      and n.node_code = c.node_code
    where c.org_id = ${orgId} and c.shipping_type_code = ${shippingType}
    order by coalesce(n.sort_id, 0), c.node_code, c.sort_id, c.id`.execute(db);
  const nodes: NodeColumns[] = [];
  for (const row of rows) {
    let node = nodes.at(-1);
    if (!node || node.nodeCode !== row.nodeCode) {
      node = { nodeCode: row.nodeCode, nodeName: row.nodeName, list: [] };
      nodes.push(node);
    }
    node.list.push({
      id: row.id,
      columnCode: row.columnCode,
      columnName: row.columnName,
      type: row.type,
      sortId: row.sortId,
    });
  }
  return nodes;
}
