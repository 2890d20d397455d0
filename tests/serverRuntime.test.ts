// The node flags each server runs with come from serverRuntime (scripts/serverBuild.ts); the
// Dockerfile and docker-compose.yml repeat them, and must say the same.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverRuntime } from '../scripts/serverBuild.ts';

const root = new URL('../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

/** The node flags of a Dockerfile target's `CMD [...]`. */
function dockerfileFlags(target: string): string[] {
  const stage = read('Dockerfile')
    .split(/^FROM /m)
    .find((s) => s.includes(` AS ${target}\n`));
  const cmd = stage?.match(/^CMD (\[[\s\S]*?\])/m)?.[1];
  if (!cmd) throw new Error(`Dockerfile: no CMD for ${target}`);
  const argv = JSON.parse(cmd.replace(/\\\n/g, '')) as string[];
  return argv.filter((a) => a.startsWith('--'));
}

/** The node flags of a docker-compose service's `command:` list, if it has one. */
function composeFlags(service: string): string[] | undefined {
  const block = read('docker-compose.yml')
    .split(/^ {2}(?=\S)/m)
    .find((s) => s.startsWith(`${service}:`));
  const command = block?.match(/^ {4}command:\n((?: {6}- .*\n)+)/m)?.[1];
  if (!command) return undefined;
  return command
    .split('\n')
    .map((line) => line.replace(/^ {6}- /, '').trim())
    .filter((a) => a.startsWith('--'));
}

describe('server runtime flags', () => {
  it('gives rest a small young generation on PGlite and a larger one on PostgreSQL', () => {
    expect(serverRuntime('rest', {}).nodeArgs).toContain('--max-semi-space-size=2');
    expect(serverRuntime('rest', { DATABASE_URL: 'postgres://x@127.0.0.1/db' }).nodeArgs).toContain(
      '--max-semi-space-size=8',
    );
    // The gateway's flags do not depend on the database.
    expect(serverRuntime('gateway', { DATABASE_URL: 'postgres://x@127.0.0.1/db' })).toEqual(
      serverRuntime('gateway', {}),
    );
  });

  it('runs the bench children with the flags npm start gives', () => {
    for (const env of [{}, { DATABASE_URL: 'postgres://x@127.0.0.1/db' }]) {
      expect(serverRuntime('bench-rest', env)).toEqual(serverRuntime('rest', env));
      expect(serverRuntime('bench-gateway', env)).toEqual(serverRuntime('gateway', env));
    }
  });

  it('is repeated exactly by the Docker image and docker-compose', () => {
    expect(dockerfileFlags('gateway')).toEqual(serverRuntime('gateway', {}).nodeArgs);
    // The image's rest runs PGlite unless told otherwise; compose runs it on PostgreSQL.
    expect(dockerfileFlags('rest')).toEqual(serverRuntime('rest', {}).nodeArgs);
    expect(read('docker-compose.yml')).toMatch(/DATABASE_URL: postgres:/);
    expect(composeFlags('rest')).toEqual(
      serverRuntime('rest', { DATABASE_URL: 'postgres://freight@postgres/freight' }).nodeArgs,
    );
  });
});
