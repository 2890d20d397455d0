// A zip of many files can take a while: it is fetched here with its progress reported, then handed
// to the browser as a download under the server's file name.
import { downloadFailure, fileNameOf, openDownload } from '../files/download.ts';

export { fileNameOf };

export interface ZipProgress {
  received: number;
  /** The size announced by the server, or the page's estimate; null when neither is known. */
  total: number | null;
}

/** The share done, 0–100, or null when the total is unknown. */
export function percentOf(progress: ZipProgress): number | null {
  if (!progress.total || progress.total <= 0) return null;
  return Math.min(100, Math.floor((progress.received / progress.total) * 100));
}

/**
 * Fetches a signed download link, reporting bytes as they arrive, and saves the result. `estimate`
 * (the files' sizes added up) stands in when the server streams without a length. Throws the
 * server's message when it refuses (an expired link, 暂无数据).
 */
export async function downloadWithProgress(
  url: string,
  onProgress: (progress: ZipProgress) => void,
  estimate: number | null = null,
): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok)
    throw new Error(await downloadFailure(response, `下载失败（${response.status}）`));
  const announced = Number(response.headers.get('content-length'));
  const total = Number.isFinite(announced) && announced > 0 ? announced : estimate;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      // The estimate can fall short of the zip (headers, names): never past 99% until done.
      onProgress({ received, total: total !== null ? Math.max(total, received + 1) : null });
    }
  } else {
    const buffer = new Uint8Array(await response.arrayBuffer());
    chunks.push(buffer);
    received = buffer.byteLength;
  }
  onProgress({ received, total: received });
  const name = fileNameOf(response.headers.get('content-disposition'), '附件.zip');
  const blob = new Blob(chunks, {
    type: response.headers.get('content-type') ?? 'application/zip',
  });
  const objectUrl = URL.createObjectURL(blob);
  openDownload(objectUrl, name);
  // The click has taken the blob; free it once the browser has had it.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return name;
}
