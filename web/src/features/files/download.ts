import { errorCodes, errorMessages, shownByErrorLink } from '../../app/graphqlErrors.ts';
import { showError, showWarning } from '../../app/toaster.tsx';

/** What the gateway answers when a document has nothing in it. */
export const noDataText = '暂无数据';

/**
 * Lets the browser fetch a signed link (a relative URL on this origin) as a download: an anchor
 * with `download`, so the page stays where it is and the server's file name is kept.
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

/** Asks for a signed link and opens it; false when there was nothing (or it failed). */
export async function downloadThrough(
  request: () => Promise<string | null | undefined>,
): Promise<boolean> {
  try {
    const url = await request();
    if (!url) {
      showWarning(noDataText);
      return false;
    }
    openDownload(url);
    return true;
  } catch (error) {
    reportLinkFailure(error);
    return false;
  }
}
