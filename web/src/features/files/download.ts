import { errorCodes, errorMessages, shownByErrorLink } from '../../app/graphqlErrors.ts';
import { showError, showWarning } from '../../app/toaster.tsx';

/** What the gateway answers when a document has nothing in it. */
export const noDataText = '暂无数据';

/** The message told when a download fails and the server gave none. */
export const downloadFailedText = '下载失败，请稍后重试';

/**
 * Lets the browser save a URL (an object URL of fetched bytes) as a download: an anchor with
 * `download`, so the page stays where it is.
 */
export function openDownload(url: string, fileName = ''): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/** Opens a file to look at (a preview) in a new tab. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/**
 * Reports a failed link request made with `skipErrorToast`: nothing to download is a warning
 * (暂无数据), other refusals toast the server's messages.
 */
export function reportLinkFailure(error: unknown): void {
  // A lost session, a refusal or a transport failure: the app's error link has shown it.
  if (shownByErrorLink(error)) return;
  const codes = errorCodes(error);
  const messages = [...new Set(errorMessages(error).map((m) => m.message))];
  if (codes.includes('NOT_FOUND')) {
    showWarning(messages[0] ?? noDataText);
    return;
  }
  for (const message of messages) showError(message);
}

/** The file name of a `content-disposition` header (the UTF-8 form first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8.trim());
    } catch {
      // A malformed escape: use the plain name below.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return plain?.trim() || fallback;
}

/** The Chinese reason of a refused download: the envelope's first message, or a general one. */
export async function downloadFailure(response: Response, fallback: string): Promise<string> {
  try {
    const body = JSON.parse(await response.text()) as { data?: { message?: unknown }[] };
    const message = body.data?.[0]?.message;
    return typeof message === 'string' && message !== '' ? message : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Fetches a link and saves what it answers under the server's file name. The browser is never
 * sent to the link itself: a refused download (an expired or invalid link, nothing to put in the
 * file, a missing path) would fail silently there, so here its reason is told in a toast.
 * `onChunk` sees the bytes as they stream in (an export's progress).
 */
export async function fetchDownload(
  url: string,
  fallbackName: string,
  options: { onChunk?: (chunk: Uint8Array) => void; failure?: string } = {},
): Promise<boolean> {
  const failure = options.failure ?? downloadFailedText;
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok || !response.body) {
      const message = await downloadFailure(response, failure);
      if (response.status === 404 && message === noDataText) showWarning(message);
      else showError(message);
      return false;
    }
    const reader = response.body.getReader();
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      options.onChunk?.(value);
    }
    const blob = new Blob(chunks, {
      type: response.headers.get('content-type') ?? 'application/octet-stream',
    });
    const objectUrl = URL.createObjectURL(blob);
    openDownload(objectUrl, fileNameOf(response.headers.get('content-disposition'), fallbackName));
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    return true;
  } catch {
    showError(failure);
    return false;
  }
}

/** Asks for a signed link and downloads it; false when there was nothing (or it failed). */
export async function downloadThrough(
  request: () => Promise<string | null | undefined>,
  fallbackName = '下载',
): Promise<boolean> {
  let url: string | null | undefined;
  try {
    url = await request();
  } catch (error) {
    reportLinkFailure(error);
    return false;
  }
  if (!url) {
    showWarning(noDataText);
    return false;
  }
  return fetchDownload(url, fallbackName);
}
