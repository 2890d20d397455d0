import { describe, expect, it } from 'vitest';
import { answerShape, FeatureDetector, type RawAnswer } from './features.ts';
import { pathsChosenHere, pathsOfFeature } from './endpoints.ts';
import { backendFeatureKeys } from '../../../model/features.ts';
import { featureEnum } from '../modules/features/resolvers.ts';
import { readFileSync } from 'node:fs';

const signedOut: RawAnswer = {
  status: 401,
  text: '{"status":401,"data":[{"message":"请先登录"}]}',
};

/** A back end that serves the specifications' paths and `extra`, answering others as `unknown`. */
function backEnd(unknown: (path: string) => RawAnswer, extra: ReadonlySet<string>) {
  const added = new Set<string>(pathsChosenHere);
  return (path: string): Promise<RawAnswer> =>
    Promise.resolve(
      path.startsWith('legacyProbe') || (added.has(path) && !extra.has(path))
        ? unknown(path)
        : signedOut,
    );
}

const styles: Record<string, (path: string) => RawAnswer> = {
  json404: () => ({ status: 404, text: '{"status":404,"data":["接口不存在"]}' }),
  html404: (path) => ({
    status: 404,
    text: `<html><body><h1>Whitelabel Error Page</h1><p>No mapping for POST /rest/${path}</p><p>${Date.now()}</p></body></html>`,
  }),
  status200: (path) => ({
    status: 200,
    text: JSON.stringify({ status: 500, data: `No handler found for POST /rest/${path}` }),
  }),
};

describe('feature detection', () => {
  it('takes the path and times out of an answer', () => {
    expect(answerShape(styles.status200!('tbMessage/pageAll'), 'tbMessage/pageAll')).toBe(
      answerShape(styles.status200!('x/y'), 'x/y'),
    );
    expect(answerShape(signedOut, 'a/b')).not.toBe(answerShape(styles.json404!('a/b'), 'a/b'));
  });

  for (const [style, unknown] of Object.entries(styles)) {
    it(`finds the same features whatever the unknown answer (${style})`, async () => {
      const has = new Set<string>(pathsOfFeature('messages'));
      const detector = new FeatureDetector({
        probe: backEnd(unknown, has),
        refreshMs: 0,
        waitMs: 5000,
      });
      await detector.refresh();
      const available = detector
        .states()
        .filter((s) => s.available)
        .map((s) => s.feature);
      expect(available).toEqual(['messages']);
      expect(detector.isMissing('tbMessage/pageAll')).toBe(false);
      expect(detector.isMissing('tbCreditControl/findByClient')).toBe(true);
      expect(
        detector.isUnknownPathAnswer('tbSysUser/findMenu', unknown('tbSysUser/findMenu')),
      ).toBe(true);
      expect(detector.isUnknownPathAnswer('tbSysUser/findMenu', signedOut)).toBe(false);
    });
  }

  it('finds everything on a back end that serves every path', async () => {
    const detector = new FeatureDetector({
      probe: backEnd(styles.json404!, new Set(pathsChosenHere)),
      refreshMs: 0,
      waitMs: 5000,
    });
    await detector.refresh();
    expect(detector.states().every((s) => s.available)).toBe(true);
  });

  it('asks again when an added path stops being served', async () => {
    let serving = new Set<string>(pathsChosenHere);
    const detector = new FeatureDetector({
      probe: (path) => backEnd(styles.html404!, serving)(path),
      refreshMs: 0,
      waitMs: 5000,
    });
    await detector.refresh();
    serving = new Set();
    detector.noticeMissing('tbMessage/countUnread');
    expect(detector.isMissing('tbMessage/countUnread')).toBe(true);
    await detector.ready();
    await detector.refresh();
    expect(detector.states().some((s) => s.available)).toBe(false);
  });

  it('names every feature in the schema enum', () => {
    const sdl = readFileSync(
      new URL('../modules/features/schema.graphql', import.meta.url),
      'utf8',
    );
    const values = /enum BackendFeature \{([^}]*)\}/
      .exec(sdl)?.[1]
      ?.split('\n')
      .map((l) => l.trim())
      .filter((l) => /^[A-Z_]+$/.test(l));
    expect(values).toEqual(backendFeatureKeys.map(featureEnum));
  });
});
