import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  endpoints,
  featureOfPath,
  isEndpointPath,
  pathsChosenHere,
  pathsOfFeature,
  type EndpointPath,
  type EndpointSpec,
} from './endpoints.ts';
import { backendFeatureKeys } from '../../../model/features.ts';

const tsv = fileURLToPath(new URL('../../../../shared/rest-endpoints.tsv', import.meta.url));
const table = Object.entries(endpoints) as [string, EndpointSpec][];

describe('endpoint table', () => {
  it('is well formed', () => {
    expect(table.length).toBeGreaterThan(250);
    for (const [path, spec] of table) {
      expect(path).toMatch(/^[A-Za-z]+\/(\w+|\{\w+\})$/);
      expect(['form', 'json', 'get']).toContain(spec.encoding);
      expect(typeof spec.readOnly).toBe('boolean');
      expect(typeof spec.auth).toBe('boolean');
    }
    // Only the three sign-in calls go without a token.
    expect(
      table
        .filter(([, s]) => !s.auth)
        .map(([p]) => p)
        .sort(),
    ).toEqual(['randomImage/{checkKey}', 'tbSysUser/checkLogin', 'tbSysUser/login']);
  });

  it('marks reads read-only and writes not', () => {
    for (const [path, spec] of table) {
      const action = path.split('/')[1] ?? '';
      if (/^(insert|update|delete|save|exit|login)/.test(action))
        expect(spec.readOnly, path).toBe(false);
      if (/^(pageAll|findByPK|listAll)$/.test(action)) expect(spec.readOnly, path).toBe(true);
    }
    expect(endpoints['tbSysUser/getTokenInfo'].readOnly).toBe(true);
    expect(endpoints['tbCustomer/getCustomerValidate'].readOnly).toBe(true);
    expect(endpoints['role/delete'].readOnly).toBe(false);
  });

  it('recognises its own paths only', () => {
    expect(isEndpointPath('tbSysUser/findMenu')).toBe(true);
    expect(isEndpointPath('tbSysUser/dropEverything')).toBe(false);
    expect(isEndpointPath('toString')).toBe(false);
  });

  it('names a feature for every added path, and every feature has paths', () => {
    expect(pathsChosenHere.length).toBeGreaterThan(100);
    for (const path of pathsChosenHere) expect(featureOfPath(path), path).toBeDefined();
    for (const feature of backendFeatureKeys) {
      expect(pathsOfFeature(feature).length, feature).toBeGreaterThan(0);
    }
  });

  // The shared list is the source; the committed table must match it when it is at hand.
  it.runIf(existsSync(tsv))('matches rest-endpoints.tsv path for path', () => {
    const rows = readFileSync(tsv, 'utf8')
      .split('\n')
      .slice(1)
      .filter((line) => line.trim())
      .map((line) => {
        const [path = '', encoding = '', note = ''] = line.split('\t');
        return {
          path: path.replace(/^\/rest\//, ''),
          encoding: encoding.toLowerCase(),
          auth: !note.startsWith('no token'),
        };
      });
    expect(
      table
        .map(([p]) => p)
        .filter((p) => featureOfPath(p as EndpointPath) === undefined)
        .sort(),
    ).toEqual(rows.map((r) => r.path).sort());
    for (const row of rows) {
      const spec = endpoints[row.path as keyof typeof endpoints];
      expect(spec.encoding, row.path).toBe(row.encoding);
      expect(spec.auth, row.path).toBe(row.auth);
    }
  });
});
