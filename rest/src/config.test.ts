import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_BODY_LIMIT, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      bodyLimit: DEFAULT_BODY_LIMIT,
      sessionIdleMs: 12 * 3600_000,
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.captchaTestCode).toBeUndefined();
  });

  it('serves every path unless restricted to the specifications', () => {
    expect(loadConfig({})).toMatchObject({ paths: 'all', unknownPath: 'envelope' });
    expect(loadConfig({ REST_PATHS: 'specification', REST_UNKNOWN_PATH: 'html404' })).toMatchObject(
      { paths: 'specification', unknownPath: 'html404' },
    );
    expect(() => loadConfig({ REST_PATHS: 'some' })).toThrow(/REST_PATHS/);
    expect(() => loadConfig({ REST_UNKNOWN_PATH: 'xml' })).toThrow(/REST_UNKNOWN_PATH/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      REST_PORT: '9090',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://h/db',
      CAPTCHA_TEST_CODE: '1234',
      REST_BODY_LIMIT: '2048',
    });
    expect(config).toMatchObject({
      port: 9090,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://h/db',
      captchaTestCode: '1234',
      bodyLimit: 2048,
    });
    expect(() => loadConfig({ REST_PORT: 'abc' })).toThrow(ConfigError);
  });

  it('trusts exactly the proxies TRUST_PROXY names, and no caller by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.28.10.128/25, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.28.10.128/25',
      'loopback',
    ]);
    for (const bad of ['true', 'gateway', '10.0.0.0/33', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
  });

  it('takes a GATEWAY_SECRET of at least 16 characters', () => {
    expect(loadConfig({}).gatewaySecret).toBeUndefined();
    expect(loadConfig({ GATEWAY_SECRET: 'x'.repeat(16) }).gatewaySecret).toBe('x'.repeat(16));
    expect(() => loadConfig({ GATEWAY_SECRET: 'short' })).toThrow(/GATEWAY_SECRET 至少 16 个字符/);
  });

  it('reads REST_METRICS_PORT and METRICS_HOST, and refuses a port that is not one', () => {
    expect(loadConfig({}).metricsListen).toBeUndefined();
    expect(loadConfig({ REST_METRICS_PORT: '9465' }).metricsListen).toEqual({
      port: 9465,
      host: '127.0.0.1',
    });
    expect(
      loadConfig({ REST_METRICS_PORT: '9465', METRICS_HOST: '0.0.0.0' }).metricsListen,
    ).toEqual({ port: 9465, host: '0.0.0.0' });
    for (const bad of ['abc', '70000', '-1', '9465x']) {
      expect(() => loadConfig({ REST_METRICS_PORT: bad })).toThrow(
        `REST_METRICS_PORT 必须是 0–65535 的端口号，当前为 "${bad}"`,
      );
    }
  });

  it('refuses CAPTCHA_TEST_CODE in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_CODE: '0000' })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).captchaTestCode).toBeUndefined();
  });

  it('the process exits 1 with a clear message before touching the database', () => {
    const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', entry], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        CAPTCHA_TEST_CODE: '0000',
        DATA_DIR: '/nonexistent/never-created',
        REST_PORT: '0',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('CAPTCHA_TEST_CODE');
    expect(result.stderr).toContain('NODE_ENV=production');
  });
});
