import { useCallback, useState } from 'react';
import { fetchDownload, reportLinkFailure } from '../files/download.ts';
import { showWarning } from '../../app/toaster.tsx';

export interface ExportProgress {
  /** Bytes received so far. */
  received: number;
  /** Data rows received so far (CSV only: a line each; a zipped Excel file cannot be counted). */
  rows: number | null;
  /** Set once the file is saved. */
  done: boolean;
}

const NEWLINE = 0x0a;

function newlines(chunk: Uint8Array): number {
  let n = 0;
  for (const byte of chunk) if (byte === NEWLINE) n++;
  return n;
}

/**
 * Fetches a signed export link while counting the bytes as they stream in (a large export shows
 * its progress), then saves the file under the server's name; a refusal is told in a toast. One export engine serves every list.
 */
export function useExportDownload() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const run = useCallback(
    async (
      requestLink: () => Promise<string | null | undefined>,
      fallbackName: string,
      countRows = false,
    ) => {
      let url: string | null | undefined;
      try {
        url = await requestLink();
      } catch (error) {
        reportLinkFailure(error);
        return false;
      }
      if (!url) {
        showWarning('暂无数据');
        return false;
      }
      // The header line is not a row.
      let lines = countRows ? -1 : null;
      let received = 0;
      const shown = () => (lines === null ? null : Math.max(0, lines));
      setProgress({ received: 0, rows: null, done: false });
      const saved = await fetchDownload(url, fallbackName, {
        failure: '导出失败，请稍后重试',
        onChunk: (chunk) => {
          received += chunk.byteLength;
          if (lines !== null) lines += newlines(chunk);
          setProgress({ received, rows: shown(), done: false });
        },
      });
      setProgress(saved ? { received, rows: shown(), done: true } : null);
      return saved;
    },
    [],
  );

  return { progress, run, clear: () => setProgress(null) };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
