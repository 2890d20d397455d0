// A bench child process (rest or gateway): compiled JavaScript as `npm start` runs it (or the
// TypeScript sources through tsx with --tsx), ready when it sends its URL, asked for its CPU time
// and memory over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverBundle, serverRuntime } from '../scripts/serverBuild.ts';
import type { ChildMessage, ParentMessage, Usage } from './processes/usage.ts';

export interface Child {
  readonly name: string;
  readonly url: string;
  readonly pid: number;
  usage(): Promise<Usage>;
  stop(): Promise<void>;
}

export async function startChild(
  name: string,
  script: 'rest' | 'gateway',
  env: NodeJS.ProcessEnv,
  compiled = true,
  timeoutMs = 180_000,
): Promise<Child> {
  const file = compiled
    ? serverBundle(`bench-${script}`)
    : fileURLToPath(new URL(`./processes/${script}.ts`, import.meta.url));
  // The runtime flags of `npm start`; with --tsx the TypeScript loader instead of source maps.
  const runtime = serverRuntime(`bench-${script}`);
  // BENCH_CPU_PROF_DIR: each child writes a V8 CPU profile there when it stops (where time goes).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const proc: ChildProcess = fork(file, [], {
    execArgv: compiled
      ? [...runtime.nodeArgs, ...profile]
      : [
          '--import',
          'tsx',
          ...runtime.nodeArgs.filter((a) => a !== '--enable-source-maps'),
          ...profile,
        ],
    env: { ...process.env, ...runtime.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, (usage: Usage) => void>();
  let nextId = 1;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} 启动超时`)), timeoutMs);
    proc.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message.url);
      } else {
        pending.get(message.id)?.(message.usage);
        pending.delete(message.id);
      }
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} 意外退出（${String(code)}）`));
    });
  });
  const send = (message: ParentMessage) => proc.send(message);
  return {
    name,
    url,
    pid: proc.pid ?? 0,
    usage() {
      const id = nextId++;
      return new Promise<Usage>((resolve) => {
        pending.set(id, resolve);
        send({ type: 'usage', id });
      });
    },
    stop() {
      return new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
        proc.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        send({ type: 'stop' });
      });
    },
  };
}
