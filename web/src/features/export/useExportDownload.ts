import { useCallback, useState } from 'react';
import { reportLinkFailure } from '../files/download.ts';
import { showError, showWarning } from '../../app/toaster.tsx';

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

function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return fallback;
    }
  }
  return fallback;
}

/**
 * Fetches a signed export link while counting the bytes as they stream in (a large export shows
 * its progress), then saves the file under the server's name. One export engine serves every list.
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
      setProgress({ received: 0, rows: null, done: false });
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (!response.ok || !response.body) {
          const text = await response.text();
          let message = '导出失败，请稍后重试';
          try {
            const body = JSON.parse(text) as { data?: { message?: string }[] };
            message = body.data?.[0]?.message ?? message;
          } catch {
            // Not an envelope: keep the general message.
          }
          showError(message);
          setProgress(null);
          return false;
        }
        const reader = response.body.getReader();
        const chunks: Uint8Array<ArrayBuffer>[] = [];
        let received = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          received += value.byteLength;
          if (lines !== null) lines += newlines(value);
          setProgress({ received, rows: lines === null ? null : Math.max(0, lines), done: false });
        }
        const blob = new Blob(chunks, {
          type: response.headers.get('content-type') ?? 'application/octet-stream',
        });
        const objectUrl = URL.createObjectURL(blob);
        const anchor = document.createElement('a');
        anchor.href = objectUrl;
        anchor.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
        anchor.style.display = 'none';
        document.body.appendChild(anchor);
        anchor.click();
        anchor.remove();
        setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
        setProgress({ received, rows: lines === null ? null : Math.max(0, lines), done: true });
        return true;
      } catch {
        showError('导出失败，请稍后重试');
        setProgress(null);
        return false;
      }
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
