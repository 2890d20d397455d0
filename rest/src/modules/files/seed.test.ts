// The demo attachments: stored like uploads, listed by order, served through a private URL.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { seedOrderFiles } from './seed.ts';

let rest: TestRest;
let admin: string;

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  admin = await loginAs(rest.app);
});

afterAll(async () => {
  await rest?.close();
});

const fileCount = async () =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from tb_file`.execute(rest.db)).rows[0]?.n,
  );

describe('demo order attachments', () => {
  it('a snapshot seeded without a data directory carries no file rows', async () => {
    expect(await fileCount()).toBe(0);
  });

  it('stores a booking confirmation PDF per order past booking, listed and served', async () => {
    const stored = await rest.db
      .transaction()
      .execute((trx) => seedOrderFiles(trx, rest.config.dataDir));
    expect(stored).toBeGreaterThan(20);
    expect(await fileCount()).toBe(stored);

    const { rows } = await sql<{ order_code: string }>`select order_code from tb_file
      order by order_code limit 1`.execute(rest.db);
    const orderCode = rows[0]!.order_code;
    const list = await callRest<{ path: string; name: string; nodeCode: string; sha256: string }[]>(
      rest.app,
      'tbFile/listAll',
      { token: admin, orderCode },
    );
    expect(list.body.status).toBe(200);
    const [file] = list.body.data;
    expect(file?.name).toBe(`托单确认件-${orderCode}.pdf`);
    expect(file?.nodeCode).toBe('HYCK_TD');

    const link = await callRest<{ imageUrl: string }>(rest.app, 'tbFile/getPrivateUrl', {
      token: admin,
      path: file!.path,
    });
    expect(link.body.status).toBe(200);
    const served = await rest.app.inject({ method: 'GET', url: link.body.data.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(file!.sha256);
  });
});
