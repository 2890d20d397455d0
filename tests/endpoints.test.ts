// The gateway's endpoint table and the paths rest serves must agree: the gateway never calls a
// path rest does not know, and rest serves nothing the table leaves out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, restPath, type EndpointPath } from '../gateway/src/rest/endpoints.ts';
import { startTestRest } from '../rest/src/testing/index.ts';

let rest: Awaited<ReturnType<typeof startTestRest>>;
beforeAll(async () => {
  rest = await startTestRest({ listen: false });
});
afterAll(async () => {
  await rest?.close();
});

const tablePaths = () => new Set(Object.keys(endpoints).map((p) => restPath(p as EndpointPath)));

describe('endpoint table ↔ rest', () => {
  it('every path rest serves is in the gateway table', () => {
    const table = tablePaths();
    const unknown = rest.app.servedPaths().filter((p) => !table.has(p));
    expect(unknown).toEqual([]);
  });

  it('rest serves the session and organisation calls', () => {
    const served = new Set(rest.app.servedPaths());
    for (const path of [
      '/rest/randomImage/{checkKey}',
      '/rest/tbSysUser/login',
      '/rest/tbSysUser/checkLogin',
      '/rest/tbSysUser/exitLogin',
      '/rest/tbSysUser/findMenu',
      '/rest/tbSysUser/getTokenInfo',
      '/rest/tbSysUser/updatePwd',
      '/rest/tbSysuserOrgMapping/listAll',
      '/rest/tbSysuserOrgMapping/updateDefault',
      '/rest/tbOrganization/findOrgLogo',
      '/rest/tbOrganization/findGroupOrg',
    ]) {
      expect(served, path).toContain(path);
    }
  });

  it('the table marks every served path with the encoding the specifications name', () => {
    for (const path of Object.keys(endpoints) as EndpointPath[]) {
      expect(['form', 'json', 'get'], path).toContain(endpoints[path].encoding);
    }
  });
});
