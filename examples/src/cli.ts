// What the three commands share: options (--name value or --name=value), the client from the
// environment, and one closing report of what was written and the peak memory.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { optionsFromEnv, pageSizeOf, ReportingClient } from './client.ts';
import type { CsvFile } from './csv.ts';

export interface Command {
  client: ReportingClient;
  /** The string options given (besides --out and --page-size). */
  options: Record<string, string | undefined>;
  /** --page-size (FREIGHT_PAGE_SIZE), capped at the largest page rest answers. */
  pageSize: number;
  /** --out, else this file name under FREIGHT_OUT_DIR (default ./out). */
  out: (defaultName: string) => string;
}

/** Runs a command: prints each file written with its row count, then the peak RSS. */
export function run(
  names: readonly string[],
  body: (command: Command) => Promise<{ files: CsvFile[]; notes?: string[] }>,
): void {
  const main = async () => {
    const { values } = parseArgs({
      options: {
        out: { type: 'string' },
        'page-size': { type: 'string' },
        ...Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
      },
    });
    const asked = values['page-size'] ?? process.env.FREIGHT_PAGE_SIZE;
    const client = new ReportingClient({
      ...optionsFromEnv(),
      onWait: (seconds, message) => console.error(`${message}：等待 ${seconds} 秒后重试`),
    });
    const outDir = process.env.FREIGHT_OUT_DIR || 'out';
    const { files, notes = [] } = await body({
      client,
      options: values,
      pageSize: pageSizeOf(asked === undefined ? undefined : Number(asked)),
      out: (name) =>
        path.resolve(typeof values.out === 'string' ? values.out : path.join(outDir, name)),
    });
    for (const file of files) console.log(`已写入 ${file.file}：${file.rows} 行`);
    for (const note of notes) console.log(note);
    // maxRSS is in KiB.
    const peak = process.resourceUsage().maxRSS / 1024;
    console.log(`峰值内存（RSS）：${peak.toFixed(1)} MB`);
  };
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
