import { afterEach, describe, expect, it } from 'vitest';
import { RestHealth } from './health.ts';

let health: RestHealth | undefined;
afterEach(() => health?.close());

describe('the back end health', () => {
  it('goes down on a failed probe, tells its listeners once, and comes up on an answered one', async () => {
    let up = false;
    let probes = 0;
    let downs = 0;
    let ups = 0;
    health = new RestHealth({
      probe: () => {
        probes += 1;
        return Promise.resolve(up);
      },
      recoveryIntervalMs: 20,
    });
    health.onDown(() => (downs += 1));
    // Back after being down: the gateway then asks again which features it has.
    health.onUp(() => (ups += 1));
    expect(await health.check()).toBe(false);
    expect(ups).toBe(0);
    expect(health.isDown).toBe(true);
    health.suspect();
    expect(downs).toBe(1);
    up = true;
    await new Promise((r) => setTimeout(r, 60));
    expect(health.isDown).toBe(false);
    expect(probes).toBeGreaterThanOrEqual(2);
    expect(ups).toBe(1);
  });

  it('one probe at a time, shared by whoever asks', async () => {
    let probes = 0;
    health = new RestHealth({
      probe: () => {
        probes += 1;
        return new Promise((resolve) => setTimeout(() => resolve(true), 20));
      },
      recoveryIntervalMs: 1000,
    });
    const answers = await Promise.all([health.check(), health.check(), health.check()]);
    expect(answers).toEqual([true, true, true]);
    expect(probes).toBe(1);
  });

  it('a probe that times out while calls are being answered is a busy back end, not a down one', async () => {
    health = new RestHealth({
      probe: () =>
        new Promise((resolve) =>
          setTimeout(() => {
            health!.answered();
            resolve(false);
          }, 20),
        ),
      recoveryIntervalMs: 1000,
    });
    expect(await health.check()).toBe(true);
    expect(health.isDown).toBe(false);
  });
});
