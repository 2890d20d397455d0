// Files through the real gateway and a real rest: grant → upload through the gateway's
// pass-through → files query → private link → zip download link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callRest,
  loginAs,
  startTestRest,
  type TestRest,
} from '../../../../rest/src/testing/index.ts';
import { createGateway, type Gateway } from '../../server.ts';
import { passThroughKind } from './passThrough.ts';
import { downloadPaths } from '../../rest/endpoints.ts';

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; status?: number } }[];
}

let rest: TestRest;
let gateway: Gateway;
let url: string;
let token: string;
/** A demo ocean export order of the administrator's organisation. */
let orderCode: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Answer<T>;
}

async function uploadThroughGateway(uploadUrl: string, name: string, content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const res = await fetch(`${url}${uploadUrl}`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { status: number; data: unknown } };
}

const GRANT = `mutation ($area: UploadArea!, $orderCode: String, $nodeCode: String) {
  uploadGrant(area: $area, orderCode: $orderCode, nodeCode: $nodeCode) { uploadUrl expiresAt maxBytes }
}`;

beforeAll(async () => {
  rest = await startTestRest();
  gateway = createGateway({ port: 0, restBaseUrl: rest.url });
  url = await gateway.start(0);
  token = await loginAs(rest.app);
  const page = await callRest<{ list: { orderCode: string }[] }>(
    rest.app,
    'tbSeaTransportExport/pageAll',
    { token, pageSize: 1 },
  );
  orderCode = page.body.data.list[0]?.orderCode ?? '';
  expect(orderCode).not.toBe('');
});

afterAll(async () => {
  await gateway?.stop();
  await rest?.close();
});

describe('files through the gateway', () => {
  it('grant → upload through the pass-through → files → private link → zip link', async () => {
    const grant = await gql<{ uploadGrant: { uploadUrl: string; maxBytes: number } }>(GRANT, {
      area: 'PRIVATE',
      orderCode,
      nodeCode: 'HYCK_TD',
    });
    const uploadUrl = grant.data?.uploadGrant.uploadUrl ?? '';
    expect(uploadUrl).toMatch(/^\/rest\/upload\?uploadToken=/);
    expect(uploadUrl).not.toContain(token);
    expect(grant.data?.uploadGrant.maxBytes).toBe(20 * 1024 * 1024);

    const uploaded = await uploadThroughGateway(uploadUrl, '托书.pdf', PDF);
    expect(uploaded.body).toMatchObject({
      status: 200,
      data: { name: '托书.pdf', size: PDF.length },
    });

    const listed = await gql<{
      files: { id: string; path: string; name: string; isPrivate: boolean; publicUrl: null }[];
      hasFile: boolean;
    }>(
      `query ($orderCode: String!) { files(orderCode: $orderCode) { id path name isPrivate publicUrl }
         hasFile(orderCode: $orderCode, nodeCode: "HYCK_TD") }`,
      { orderCode },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.hasFile).toBe(true);
    const [file] = listed.data?.files ?? [];
    expect(file).toMatchObject({ name: '托书.pdf', isPrivate: true, publicUrl: null });

    const link = await gql<{ privateFileUrl: string }>(
      'query ($path: String!) { privateFileUrl(path: $path) }',
      { path: file?.path },
    );
    const fileUrl = link.data?.privateFileUrl ?? '';
    expect(fileUrl).toMatch(/^\/rest\/file\//);
    const served = await fetch(`${url}${fileUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);

    const zip = await gql<{ downloadLink: { url: string; expiresAt: string } }>(
      `mutation ($orderCode: String!) { downloadLink(path: "tbFileManage/listAllDownLoad",
                               params: [{ name: "orderCode", value: $orderCode }]) { url expiresAt } }`,
      { orderCode },
    );
    const zipUrl = zip.data?.downloadLink.url ?? '';
    expect(zipUrl).toMatch(/^\/rest\/tbFileManage\/listAllDownLoad\?sig=/);
    const archive = await fetch(`${url}${zipUrl}`);
    expect(archive.status).toBe(200);
    expect(archive.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const bytes = Buffer.from(await archive.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(PDF)).toBe(true);

    const page = await gql<{ fileManagePage: { total: number; items: { name: string }[] } }>(
      '{ fileManagePage(filter: { nodeCode: "HYCK_TD" }, pageSize: 5) { total items { name } } }',
    );
    expect(page.data?.fileManagePage).toMatchObject({ total: 1, items: [{ name: '托书.pdf' }] });
  });

  it('a grant names a real order and node, serves one upload, and deleteFile removes the file', async () => {
    for (const tags of [
      { orderCode: '../../etc', nodeCode: 'HYCK_TD' },
      { orderCode, nodeCode: '../..' },
    ]) {
      const refused = await gql(GRANT, { area: 'PRIVATE', ...tags });
      expect(refused.errors?.[0]).toMatchObject({
        message: tags.orderCode === orderCode ? '节点不存在' : '订单不存在',
        extensions: { code: 'BAD_USER_INPUT', status: 400 },
      });
    }
    const grant = await gql<{ uploadGrant: { uploadUrl: string } }>(GRANT, {
      area: 'PRIVATE',
      orderCode,
      nodeCode: 'HYCK_BG',
    });
    const uploadUrl = grant.data?.uploadGrant.uploadUrl ?? '';
    const first = await uploadThroughGateway(uploadUrl, '报关单.pdf', PDF);
    expect(first.body.status).toBe(200);
    const second = await uploadThroughGateway(uploadUrl, '报关单二.pdf', PDF);
    expect(second).toEqual({
      status: 410,
      body: { status: 410, data: [{ message: '上传凭证已使用，请重新上传' }] },
    });

    const FILES = `query ($orderCode: String!) {
      files(orderCode: $orderCode, nodeCode: "HYCK_BG") { id name } }`;
    const listed = await gql<{ files: { id: string; name: string }[] }>(FILES, { orderCode });
    expect(listed.data?.files.map((f) => f.name)).toEqual(['报关单.pdf']);
    const id = listed.data?.files[0]?.id;
    const DELETE = 'mutation ($id: ID!) { deleteFile(id: $id) }';
    const deleted = await gql<{ deleteFile: boolean }>(DELETE, { id });
    expect(deleted).toEqual({ data: { deleteFile: true } });
    const after = await gql<{ files: unknown[] }>(FILES, { orderCode });
    expect(after.data?.files).toEqual([]);
    const again = await gql(DELETE, { id });
    expect(again.errors?.[0]).toMatchObject({
      message: '文件不存在',
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
  });

  it('answers 暂无数据 and unknown downloads as GraphQL errors', async () => {
    const empty = await gql(
      `mutation { downloadLink(path: "tbFileManage/listAllDownLoad",
                               params: [{ name: "orderCode", value: "NONE" }]) { url } }`,
    );
    expect(empty.errors?.[0]).toMatchObject({
      message: '暂无数据',
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
    const unknown = await gql('mutation { downloadLink(path: "tbSysUser/findMenu") { url } }');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const reserved = await gql(
      `mutation { downloadLink(path: "tbFileManage/listAllDownLoad",
                               params: [{ name: "token", value: "x" }]) { url } }`,
    );
    expect(reserved.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('passes through only upload, file links and signed downloads, never a token in a URL', async () => {
    expect(passThroughKind('GET', '/rest/tbFileManage/listAllDownLoad', '?sig=a.b')).toBe(
      'download',
    );
    // A path with a digit is a download like any other (开票统计（新版）'s export).
    for (const path of downloadPaths) {
      expect(passThroughKind('GET', `/rest/${path}`, '?sig=a.b'), path).toBe('download');
    }
    // Only read-only paths of the endpoint table pass, whatever their letters.
    expect(passThroughKind('GET', '/rest/tbCustomer/insert', '?sig=a.b')).toBeNull();
    expect(passThroughKind('GET', '/rest/tbNoSuch/export2', '?sig=a.b')).toBeNull();
    expect(passThroughKind('GET', '/rest/tbFileManage/listAllDownLoad', '?token=t')).toBeNull();
    expect(passThroughKind('GET', '/rest/file/public/x.pdf', '?token=t')).toBeNull();
    expect(passThroughKind('POST', '/rest/tbSysUser/findMenu', '')).toBeNull();
    expect(passThroughKind('GET', '/rest/file/../../etc/passwd', '')).toBeNull();

    const api = await fetch(`${url}/rest/tbSysUser/findMenu`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${token}`,
    });
    expect(api.status).toBe(404);
    const withToken = await fetch(`${url}/rest/tbFileManage/listAllDownLoad?token=${token}`);
    expect(await withToken.json()).toEqual({ status: 404, data: [{ message: '接口不存在' }] });

    const grant = await gql<{ uploadGrant: { uploadUrl: string } }>(GRANT, { area: 'PUBLIC' });
    const tooBig = await fetch(`${url}${grant.data?.uploadGrant.uploadUrl ?? ''}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(22 * 1024 * 1024),
    });
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toEqual({ status: 400, data: [{ message: '请求内容过大' }] });
  });
});
