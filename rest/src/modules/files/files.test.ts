import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { documentFile, download } from '../../documents/download.ts';
import { signGrant } from '../../documents/signing.ts';
import { callRest, loginAs, multipart, startTestRest } from '../../testing/index.ts';
import { userWithMenus } from '../../testing/permissions.ts';
import type { TestRest } from '../../testing/index.ts';
import { DEFAULT_FILE_MAX_BYTES } from './settings.ts';
import { filesDb } from './table.ts';
import { declareScope } from '../../http/scopes.ts';

let rest: TestRest;
let app: FastifyInstance;
let probe: FastifyInstance;
/** Administrator in the default organisation (上海). */
let admin: string;
let adminSession: { sid: number; org: number };
/** A user of another organisation (宁波). */
let other: string;
/** Demo ocean export orders of the administrator's organisation. */
let orderA: string;
let orderB: string;
let orderC: string;
let orderD: string;
let orderE: string;
let clientOfC: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('fake-png-body'),
]);

interface Grant {
  uploadToken: string;
  uploadUrl: string;
  expiresAt: string;
}
interface Uploaded {
  path: string;
  fileId: number;
  name: string;
  size: number;
  url: string | null;
}

async function grant(
  token: string,
  area: 'Public' | 'Private' = 'Private',
  tags: Record<string, string> = {},
): Promise<Grant> {
  const result = await callRest<Grant>(app, `tbFile/get${area}UploadToken`, { token, ...tags });
  expect(result.body.status).toBe(200);
  return result.body.data;
}

async function upload(uploadUrl: string, fileName: string, content: Buffer) {
  const response = await app.inject({
    method: 'POST',
    url: uploadUrl,
    ...multipart(fileName, content),
  });
  return { status: response.statusCode, body: response.json<{ status: number; data: unknown }>() };
}

async function uploadOk(uploadUrl: string, fileName: string, content: Buffer): Promise<Uploaded> {
  const result = await upload(uploadUrl, fileName, content);
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ status: 200 });
  return result.body.data as Uploaded;
}

async function storedCount(): Promise<number> {
  const row = await filesDb(rest.db)
    .selectFrom('tb_file')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function filesOnDisk(): Promise<string[]> {
  const root = path.join(rest.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  app = rest.app;
  admin = await loginAs(app);
  other = await loginAs(app, '13800000004');
  const session = await rest.db
    .selectFrom('sys_session')
    .select(['id', 'org_id'])
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .where('user_id', '=', (eb) =>
      eb.selectFrom('tb_sys_user').select('id').where('mobile', '=', '13800000000'),
    )
    .executeTakeFirstOrThrow();
  adminSession = { sid: session.id, org: session.org_id ?? 0 };
  const orders = await sql<{ order_code: string; client_id: number }>`select order_code, client_id
    from tb_sea_transport_export where org_id = ${adminSession.org} order by id limit 5`.execute(
    rest.db,
  );
  [orderA = '', orderB = '', orderC = '', orderD = '', orderE = ''] = orders.rows.map(
    (r) => r.order_code,
  );
  clientOfC = orders.rows[2]?.client_id ?? 0;

  probe = await buildApp({ db: rest.db, config: rest.config });
  declareScope('probeDoc/downloadPdf', 'organisation');
  download(probe, 'probeDoc/downloadPdf', async ({ body }) => {
    const orderCode = typeof body.orderCode === 'string' ? body.orderCode : '';
    return documentFile(
      {
        title: '应收对账单',
        tables: [
          {
            columns: [{ title: '费用', key: 'fee' }],
            rows: orderCode ? [{ fee: `海运费 ${orderCode}` }] : [],
          },
        ],
      },
      'pdf',
      `应收对账单_${orderCode}`,
    );
  });
  await probe.ready();
});

afterAll(async () => {
  await probe?.close();
  await rest?.close();
});

describe('upload', () => {
  it('stores a file under a grant, with its order, node, company and checksum', async () => {
    const g = await grant(admin, 'Private', {
      orderCode: orderA,
      nodeCode: 'HYCK_TD',
      companyId: '7',
      attachmentType: '提单',
    });
    expect(g.uploadUrl).toBe(`/rest/upload?uploadToken=${g.uploadToken}`);
    const expires = new Date(g.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(9 * 60_000);
    expect(expires).toBeLessThanOrEqual(10 * 60_000);

    const file = await uploadOk(g.uploadUrl, '订舱确认书.pdf', PDF);
    expect(file).toMatchObject({ name: '订舱确认书.pdf', size: PDF.length, url: null });
    expect(file.path).toMatch(/^private\/[0-9a-f-]{36}\.pdf$/);
    const row = await filesDb(rest.db)
      .selectFrom('tb_file')
      .selectAll()
      .where('id', '=', file.fileId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      org_id: adminSession.org,
      order_code: orderA,
      node_code: 'HYCK_TD',
      shipping_type: 'ZYLX_HYCK',
      company_id: '7',
      attachment_type: '提单',
      content_type: 'application/pdf',
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });
    // The user's name is kept in the table only, never on disk.
    const disk = await filesOnDisk();
    expect(disk.some((f) => f.endsWith(row.stored_name))).toBe(true);
    expect(disk.some((f) => f.includes('订舱'))).toBe(false);
  });

  it('refuses an expired grant', async () => {
    const past = new Date(Date.now() - 11 * 60_000);
    const { grant: token } = await signGrant(
      rest.db,
      'upload',
      { ...adminSession, area: 'private' },
      10 * 60_000,
      past,
    );
    const result = await upload(`/rest/upload?uploadToken=${token}`, 'a.pdf', PDF);
    expect(result.body).toEqual({ status: 410, data: [{ message: '上传凭证已过期，请重新上传' }] });
  });

  it('refuses a forged or altered grant, and a link token used as a grant', async () => {
    const g = await grant(admin);
    const [body = '', mac = ''] = g.uploadToken.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as { org: number };
    const altered = Buffer.from(JSON.stringify({ ...payload, org: payload.org + 1 })).toString(
      'base64url',
    );
    const { grant: fileLink } = await signGrant(rest.db, 'file', adminSession, 60_000);
    for (const token of [`${altered}.${mac}`, 'forged', '', fileLink]) {
      const before = await storedCount();
      const result = await upload(`/rest/upload?uploadToken=${token}`, 'a.pdf', PDF);
      expect(result.body).toEqual({ status: 403, data: [{ message: '上传凭证无效' }] });
      expect(await storedCount()).toBe(before);
    }
  });

  it('refuses a grant after its session moved to another organisation', async () => {
    const token = await loginAs(app, '13800000001');
    const g = await grant(token);
    const orgs = await callRest<{ orgId: number; isDefault: string }[]>(
      app,
      'tbSysuserOrgMapping/listAll',
      { token },
    );
    const target = orgs.body.data.find((o) => o.isDefault !== '1');
    const switched = await callRest(app, 'tbSysuserOrgMapping/updateDefault', {
      token,
      orgId: target?.orgId,
    });
    expect(switched.body.status).toBe(200);
    const result = await upload(g.uploadUrl, 'a.pdf', PDF);
    expect(result.status).toBe(401);
  });

  it('refuses a file over the limit with the message and stores nothing', async () => {
    const g = await grant(admin);
    const before = await storedCount();
    const big = Buffer.concat([PDF, Buffer.alloc(DEFAULT_FILE_MAX_BYTES)]);
    const result = await upload(g.uploadUrl, 'big.pdf', big);
    expect(result.body).toEqual({
      status: 400,
      data: [{ message: '文件大小不能超过20MB', field: 'file' }],
    });
    expect(await storedCount()).toBe(before);
    expect((await filesOnDisk()).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it.each([
    ['tool.exe', Buffer.from('MZ\x90\x00binary')],
    ['invoice.pdf', PNG],
    ['scan.png', PDF],
    ['notes.txt', Buffer.from([0x4d, 0x5a, 0x00, 0x01, 0x02])],
    ['page.html', Buffer.from('<html></html>')],
    ['noextension', PDF],
  ])('refuses %s (extension and content must agree)', async (name, content) => {
    const g = await grant(admin);
    const before = await storedCount();
    const result = await upload(g.uploadUrl, name, content);
    expect(result.body).toEqual({
      status: 400,
      data: [{ message: '不支持的文件类型', field: 'file' }],
    });
    expect(await storedCount()).toBe(before);
  });

  it('accepts images, text and a public file served at a stable address', async () => {
    const tags = { orderCode: orderB, nodeCode: 'HYCK_PS' };
    const g = await grant(admin, 'Public', tags);
    const image = await uploadOk(g.uploadUrl, 'C:\\照片\\箱号.png', PNG);
    expect(image.name).toBe('箱号.png');
    expect(image.url).toBe(`/rest/file/${image.path}`);
    const served = await app.inject({ method: 'GET', url: image.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const text = await uploadOk(
      (await grant(admin, 'Public', tags)).uploadUrl,
      '装箱单.csv',
      Buffer.from('箱号,件数\nTGHU1234567,20\n'),
    );
    expect(text.size).toBeGreaterThan(0);
  });
});

describe('listing', () => {
  it('lists by orderCode and nodeCode within the organisation only', async () => {
    const g = await grant(admin, 'Private', { orderCode: orderC, nodeCode: 'HYCK_BG' });
    await uploadOk(g.uploadUrl, '报关单.pdf', PDF);
    const g2 = await grant(admin, 'Private', { orderCode: orderC, nodeCode: 'HYCK_FX' });
    await uploadOk(g2.uploadUrl, '放行单.pdf', PDF);

    const all = await callRest<{ name: string; nodeCode: string }[]>(app, 'tbFile/listAll', {
      token: admin,
      orderCode: orderC,
    });
    expect(all.body.data.map((f) => f.name).sort()).toEqual(['报关单.pdf', '放行单.pdf']);
    const node = await callRest<{ name: string }[]>(app, 'tbFile/listAll', {
      token: admin,
      orderCode: orderC,
      nodeCode: 'HYCK_FX',
    });
    expect(node.body.data.map((f) => f.name)).toEqual(['放行单.pdf']);

    const elsewhere = await callRest<unknown[]>(app, 'tbFile/listAll', {
      token: other,
      orderCode: orderC,
    });
    // Another organisation's order is not found, as one that does not exist (docs/isolation.md).
    expect(elsewhere.body).toEqual({
      status: 404,
      data: [{ message: '订单不存在', field: 'orderCode' }],
    });
    const missing = await callRest(app, 'tbFile/listAll', { token: admin });
    expect(missing.body.status).toBe(400);
  });

  it('findIsHaveFile and pageAll with the document page filters', async () => {
    const has = (token: string, nodeCode?: string) =>
      callRest<boolean>(app, 'tbFileManage/findIsHaveFile', {
        token,
        orderCode: orderC,
        nodeCode,
      });
    expect((await has(admin, 'HYCK_BG')).body.data).toBe(true);
    expect((await has(admin, 'HYCK_SJ')).body.data).toBe(false);
    expect((await has(other)).body).toEqual({
      status: 404,
      data: [{ message: '订单不存在', field: 'orderCode' }],
    });

    const page = await callRest<{ list: { name: string }[]; total: number; pageSize: number }>(
      app,
      'tbFileManage/pageAll',
      { token: admin, nodeCode: 'HYCK_BG', pageNum: 1, pageSize: 10 },
    );
    expect(page.body.data).toMatchObject({
      total: 1,
      pageSize: 10,
      list: [{ name: '报关单.pdf' }],
    });
    // Order attributes filter through the orders: the client of the order, or a client without files.
    const byClient = await callRest<{ list: { orderCode: string }[] }>(
      app,
      'tbFileManage/pageAll',
      { token: admin, clientId: String(clientOfC) },
    );
    expect(new Set(byClient.body.data.list.map((f) => f.orderCode))).toEqual(new Set([orderC]));
    const noFiles = await callRest<{ total: number }>(app, 'tbFileManage/pageAll', {
      token: admin,
      clientId: '99999999',
    });
    expect(noFiles.body.data.total).toBe(0);
    const otherOrg = await callRest<{ total: number }>(app, 'tbFileManage/pageAll', {
      token: other,
    });
    expect(otherOrg.body.data.total).toBe(0);
  });
});

describe('tags name real records', () => {
  it('refuses an order that does not exist, is another organisation’s, or a path', async () => {
    for (const [token, orderCode] of [
      [admin, '../../etc/passwd'],
      [admin, 'HYCK2099010001'],
      [other, orderA],
    ] as const) {
      const refused = await callRest(app, 'tbFile/getPrivateUploadToken', { token, orderCode });
      expect(refused.body).toEqual({
        status: 400,
        data: [{ message: '订单不存在', field: 'orderCode' }],
      });
    }
  });

  it('refuses a node that is not one of the organisation’s nodes of the order’s type', async () => {
    for (const nodeCode of ['..', 'HYCK_XX', 'HYJK_TD']) {
      const refused = await callRest(app, 'tbFile/getPrivateUploadToken', {
        token: admin,
        orderCode: orderA,
        nodeCode,
      });
      expect(refused.body).toEqual({
        status: 400,
        data: [{ message: '节点不存在', field: 'nodeCode' }],
      });
    }
    const wrongType = await callRest(app, 'tbFile/getPrivateUploadToken', {
      token: admin,
      orderCode: orderA,
      shippingType: 'ZYLX_KYJK',
    });
    expect(wrongType.body).toEqual({
      status: 400,
      data: [{ message: '业务类型与订单不符', field: 'shippingType' }],
    });
  });

  it('an order gone between the grant and the upload refuses the upload', async () => {
    const g = await grant(admin, 'Private', { orderCode: orderE, nodeCode: 'HYCK_TD' });
    await sql`update tb_sea_transport_export set order_code = ${`${orderE}X`}
      where order_code = ${orderE}`.execute(rest.db);
    try {
      const before = await storedCount();
      const result = await upload(g.uploadUrl, 'a.pdf', PDF);
      expect(result.body).toEqual({
        status: 400,
        data: [{ message: '订单不存在', field: 'orderCode' }],
      });
      expect(await storedCount()).toBe(before);
    } finally {
      await sql`update tb_sea_transport_export set order_code = ${orderE}
        where order_code = ${`${orderE}X`}`.execute(rest.db);
    }
  });

  it('the order’s file save (updateOrderWJ) attaches only to a node of the organisation', async () => {
    const { rows } = await sql<{ order_code: string }>`select order_code
      from tb_sea_transport_export where org_id = ${adminSession.org}
      and operation_status = 'CZZT_CSH' order by id desc limit 1`.execute(rest.db);
    const orderCode = rows[0]?.order_code ?? '';
    const file = await uploadOk(
      (await grant(admin, 'Private', { orderCode })).uploadUrl,
      'a.pdf',
      PDF,
    );
    const save = (nodeCode?: string) =>
      callRest(app, 'tbSeaTransportExport/updateOrderWJ', {
        token: admin,
        orderCode,
        nodeCode,
        fileIds: JSON.stringify([file.fileId]),
      });
    expect((await save('../..')).body).toEqual({
      status: 400,
      data: [{ message: '节点不存在', field: 'nodeCode' }],
    });
    expect((await save()).body.status).toBe(200);
    const row = await filesDb(rest.db)
      .selectFrom('tb_file')
      .select(['order_code', 'node_code'])
      .where('id', '=', file.fileId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ order_code: orderCode, node_code: 'HYCK_WJ' });
  });

  it('names are cleaned for storage; a zip of rows with unsafe stored tags still answers', async () => {
    const g = await grant(admin, 'Private', { orderCode: orderE, nodeCode: 'HYCK_DC' });
    const file = await uploadOk(g.uploadUrl, '..\u202Efdp.exe<1>.pdf', PDF);
    expect(file.name).toBe('fdp.exe_1_.pdf');
    // A row written before tags were checked: traversal in every part of its zip entry.
    await filesDb(rest.db)
      .updateTable('tb_file')
      .set({ order_code: '../../x', node_code: '..', original_name: '../../报关单.pdf' })
      .where('id', '=', file.fileId)
      .execute();
    const link = await callRest<{ url: string }>(app, 'tbFileManage/listAllDownLoad', {
      token: admin,
      ids: String(file.fileId),
    });
    expect(link.body.status).toBe(200);
    const zip = await app.inject({ method: 'GET', url: link.body.data.url });
    expect(zip.statusCode).toBe(200);
    const text = zip.rawPayload.toString('utf8');
    expect(text).toContain('_.._x/_/报关单.pdf');
    expect(text).not.toContain('../');
    await filesDb(rest.db).deleteFrom('tb_file').where('id', '=', file.fileId).execute();
  });
});

describe('one file per grant', () => {
  it('a grant is spent by its upload: a second upload on it is refused and stores nothing', async () => {
    const g = await grant(admin, 'Private', { orderCode: orderE, nodeCode: 'HYCK_TD' });
    await uploadOk(g.uploadUrl, '第一份.pdf', PDF);
    const before = await storedCount();
    const onDisk = (await filesOnDisk()).length;
    const again = await upload(g.uploadUrl, '第二份.pdf', PDF);
    expect(again.body).toEqual({
      status: 410,
      data: [{ message: '上传凭证已使用，请重新上传' }],
    });
    expect(await storedCount()).toBe(before);
    expect((await filesOnDisk()).length).toBe(onDisk);
  });

  it('a refused upload does not spend the grant', async () => {
    const g = await grant(admin, 'Private', { orderCode: orderE, nodeCode: 'HYCK_TD' });
    expect((await upload(g.uploadUrl, 'tool.pdf', PNG)).body.status).toBe(400);
    expect((await upload(g.uploadUrl, 'ok.pdf', PDF)).body.status).toBe(200);
  });

  it('two uploads at once on one grant: exactly one is stored', async () => {
    const g = await grant(admin, 'Private', { orderCode: orderE, nodeCode: 'HYCK_TD' });
    const before = await storedCount();
    const onDisk = (await filesOnDisk()).length;
    const results = await Promise.all(
      ['甲.pdf', '乙.pdf', '丙.pdf'].map((name) => upload(g.uploadUrl, name, PDF)),
    );
    expect(results.map((r) => r.body.status).sort()).toEqual([200, 410, 410]);
    expect(await storedCount()).toBe(before + 1);
    expect((await filesOnDisk()).length).toBe(onDisk + 1);
  });

  it('a grant without a nonce (issued before grants were spent) is refused', async () => {
    const { grant: token } = await signGrant(
      rest.db,
      'upload',
      { ...adminSession, area: 'private' },
      60_000,
    );
    const result = await upload(`/rest/upload?uploadToken=${token}`, 'a.pdf', PDF);
    expect(result.body).toEqual({ status: 403, data: [{ message: '上传凭证无效' }] });
  });
});

describe('delete', () => {
  it('removes the row and the stored file, logs it, and answers 404 afterwards', async () => {
    const g = await grant(admin, 'Private', { orderCode: orderE, nodeCode: 'HYCK_BG' });
    const file = await uploadOk(g.uploadUrl, '待删除.pdf', PDF);
    const storedName = file.path.split('/')[1] ?? '';
    expect((await filesOnDisk()).some((f) => f.endsWith(storedName))).toBe(true);

    const foreign = await callRest(app, 'tbFile/delete', { token: other, id: file.fileId });
    expect(foreign.body).toEqual({ status: 404, data: [{ message: '文件不存在', field: 'id' }] });

    const deleted = await callRest(app, 'tbFile/delete', { token: admin, id: file.fileId });
    expect(deleted.body).toEqual({ status: 200, data: null });
    expect((await filesOnDisk()).some((f) => f.endsWith(storedName))).toBe(false);
    const listed = await callRest<{ id: number }[]>(app, 'tbFile/listAll', {
      token: admin,
      orderCode: orderE,
      nodeCode: 'HYCK_BG',
    });
    expect(listed.body.data.map((f) => f.id)).not.toContain(file.fileId);
    const log = await rest.db
      .selectFrom('sys_action_log')
      .select(['controller', 'action', 'table_name', 'record_key', 'changes'])
      .where('controller', '=', 'tbFile')
      .where('action', '=', 'delete')
      .where('record_key', '=', String(file.fileId))
      .executeTakeFirstOrThrow();
    expect(log.table_name).toBe('tb_file');
    expect(JSON.stringify(log.changes)).toContain('待删除.pdf');

    const again = await callRest(app, 'tbFile/delete', { token: admin, id: file.fileId });
    expect(again.body).toEqual({ status: 404, data: [{ message: '文件不存在', field: 'id' }] });
    const missing = await callRest(app, 'tbFile/delete', { token: admin });
    expect(missing.body).toEqual({ status: 400, data: [{ message: '请选择文件', field: 'id' }] });
  });

  it('follows the upload rule: an order page or the document page, else 403', async () => {
    const g = await grant(admin, 'Private', { orderCode: orderE, nodeCode: 'HYCK_BG' });
    const file = await uploadOk(g.uploadUrl, '权限.pdf', PDF);
    const finance = await userWithMenus(app, admin, ['/fee/audit'], [adminSession.org]);
    const refused = await callRest(app, 'tbFile/delete', { token: finance.token, id: file.fileId });
    expect(refused.body.status).toBe(403);
    const operator = await userWithMenus(app, admin, ['/action/oceanexport'], [adminSession.org]);
    const allowed = await callRest(app, 'tbFile/delete', {
      token: operator.token,
      id: file.fileId,
    });
    expect(allowed.body).toEqual({ status: 200, data: null });
  });
});

describe('private links', () => {
  it('a signed URL serves the file, expires, and refuses tampering and other organisations', async () => {
    const g = await grant(admin, 'Private', { orderCode: orderD });
    const file = await uploadOk(g.uploadUrl, '发票.pdf', PDF);
    const link = await callRest<{ imageUrl: string; expiresAt: string }>(
      app,
      'tbFile/getPrivateUrl',
      {
        token: admin,
        path: file.path,
      },
    );
    expect(link.body.status).toBe(200);
    const { imageUrl } = link.body.data;
    expect(imageUrl).toMatch(/^\/rest\/file\/[\w-]+\.[\w-]+$/);
    expect(imageUrl).not.toContain(admin);
    const served = await app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('发票.pdf')}`,
    );
    expect(served.rawPayload.equals(PDF)).toBe(true);

    // A character inside the MAC (the last one carries two unused bits, so changing it may not).
    const at = imageUrl.length - 10;
    const swapped = imageUrl[at] === 'A' ? 'B' : 'A';
    const tampered = await app.inject({
      method: 'GET',
      url: imageUrl.slice(0, at) + swapped + imageUrl.slice(at + 1),
    });
    expect(tampered.json()).toEqual({ status: 403, data: [{ message: '文件链接无效' }] });

    const fileId = file.fileId;
    const { grant: old } = await signGrant(
      rest.db,
      'file',
      { ...adminSession, fid: fileId },
      5 * 60_000,
      new Date(Date.now() - 6 * 60_000),
    );
    const expired = await app.inject({ method: 'GET', url: `/rest/file/${old}` });
    expect(expired.json()).toEqual({
      status: 410,
      data: [{ message: '文件链接已过期，请重新打开' }],
    });

    const foreign = await callRest(app, 'tbFile/getPrivateUrl', { token: other, path: file.path });
    expect(foreign.body.status).toBe(404);
    const publicOnly = await app.inject({ method: 'GET', url: `/rest/file/${file.path}` });
    expect(publicOnly.statusCode).toBe(404);
  });
});

describe('downloads', () => {
  it('listAllDownLoad answers a signed link that serves a zip of the chosen files', async () => {
    const link = await callRest<{ url: string; expiresAt: string }>(
      app,
      'tbFileManage/listAllDownLoad',
      { token: admin, orderCode: orderC },
    );
    expect(link.body.status).toBe(200);
    const { url, expiresAt } = link.body.data;
    expect(url).toMatch(/^\/rest\/tbFileManage\/listAllDownLoad\?sig=/);
    expect(url).not.toContain(admin);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    const zip = await app.inject({ method: 'GET', url });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${orderC}_附件.zip`)}`,
    );
    const bytes = zip.rawPayload;
    expect(bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    const text = bytes.toString('utf8');
    expect(text).toContain(`${orderC}/HYCK_BG/报关单.pdf`);
    expect(text).toContain(`${orderC}/HYCK_FX/放行单.pdf`);
    // PDFs are stored uncompressed: their bytes are in the archive as they are.
    expect(bytes.includes(PDF)).toBe(true);
  });

  it('answers 暂无数据 when nothing matches, and refuses tampered or foreign links', async () => {
    const none = await callRest(app, 'tbFileManage/listAllDownLoad', {
      token: admin,
      orderCode: 'NO-SUCH-ORDER',
    });
    expect(none.body).toEqual({ status: 404, data: [{ message: '暂无数据' }] });
    // The other organisation cannot zip this organisation's files.
    const foreign = await callRest(app, 'tbFileManage/listAllDownLoad', {
      token: other,
      orderCode: orderC,
    });
    expect(foreign.body.status).toBe(404);
    const noSig = await app.inject({ method: 'GET', url: '/rest/tbFileManage/listAllDownLoad' });
    expect(noSig.json()).toEqual({ status: 403, data: [{ message: '下载链接无效' }] });
    // A token in the URL opens nothing.
    const withToken = await app.inject({
      method: 'GET',
      url: `/rest/tbFileManage/listAllDownLoad?token=${admin}&orderCode=${orderC}`,
    });
    expect(withToken.statusCode).toBe(403);
  });

  it('a document download: PDF with a UTF-8 name, 暂无数据 when empty, link bound to its path', async () => {
    const link = await callRest<{ url: string }>(probe, 'probeDoc/downloadPdf', {
      token: admin,
      orderCode: 'HYCK-T-0009',
    });
    const served = await probe.inject({ method: 'GET', url: link.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="______HYCK-T-0009.pdf"; filename*=UTF-8''${encodeURIComponent('应收对账单_HYCK-T-0009.pdf')}`,
    );
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const empty = await callRest(probe, 'probeDoc/downloadPdf', { token: admin });
    expect(empty.body).toEqual({ status: 404, data: [{ message: '暂无数据' }] });

    const sig = link.body.data.url.split('?sig=')[1] ?? '';
    const elsewhere = await probe.inject({
      method: 'GET',
      url: `/rest/tbFileManage/listAllDownLoad?sig=${sig}`,
    });
    expect(elsewhere.json()).toEqual({ status: 403, data: [{ message: '下载链接无效' }] });
    // A link dies with the session that asked for it (the last use of this session here).
    const last = await callRest<{ url: string }>(probe, 'probeDoc/downloadPdf', {
      token: admin,
      orderCode: 'HYCK-T-0009',
    });
    await callRest(app, 'tbSysUser/exitLogin', { token: admin });
    const after = await probe.inject({ method: 'GET', url: last.body.data.url });
    expect(after.statusCode).toBe(401);
  });
});
