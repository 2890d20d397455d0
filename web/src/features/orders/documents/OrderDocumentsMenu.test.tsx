import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FeeStatementLinkDocument,
  OceanExportDocumentLinkDocument,
} from '../../../__generated__/graphql.ts';
import { ChakraScope } from '../../../app/ChakraScope.tsx';
import { toaster } from '../../../app/toastStore.ts';
import { OrderDocumentsMenu } from './OrderDocumentsMenu.tsx';
import { loadOrderEntry } from '../engine/registry.ts';

const orderCode = 'HYCK2024050001';

function renderMenu(mocks: MockLink.MockedResponse[]) {
  return render(
    <ChakraScope>
      <MockedProvider mocks={mocks}>
        <OrderDocumentsMenu type="oceanExport" orderCode={orderCode} />
      </MockedProvider>
    </ChakraScope>,
  );
}

// The page fetches a link before saving it: the server (outside this component) is a stubbed
// fetch, and the saved files are the names the page handed to the browser.
let fetched: string[] = [];
let saved: string[] = [];
let answer: () => Response;
beforeEach(() => {
  toaster.remove();
  fetched = [];
  saved = [];
  answer = () =>
    new Response('%PDF-1.4', {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''${encodeURIComponent('工作单.pdf')}`,
      },
    });
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return Promise.resolve(answer());
  });
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The page loads its order type's documents before it renders (OrderPages.tsx).
beforeAll(() => loadOrderEntry('oceanExport'));

describe('OrderDocumentsMenu', () => {
  it('downloads the chosen document under the server’s name, says 暂无数据 when there is nothing and the server’s reason when the download is refused', async () => {
    const user = userEvent.setup();
    const url = '/rest/tbSeaTransportExport/downloadWorkSheetPdf?sig=abc';
    renderMenu([
      {
        request: {
          query: FeeStatementLinkDocument,
          variables: { orderCode, statement: 'PAYABLE_XLSX' },
        },
        result: {
          errors: [
            {
              message: '暂无数据',
              extensions: { code: 'NOT_FOUND', status: 404, messages: [{ message: '暂无数据' }] },
            },
          ],
        },
      },
      {
        request: {
          query: OceanExportDocumentLinkDocument,
          variables: { orderCode, document: 'WORK_SHEET', format: 'PDF' },
        },
        maxUsageCount: 2,
        result: {
          data: {
            oceanExportDocumentLink: {
              __typename: 'DownloadLink',
              url,
              expiresAt: '2024-05-01T10:00:00+08:00',
            },
          },
        },
      },
    ]);
    const trigger = screen.getByRole('button', { name: '单证下载' });
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: '应付对账单 Excel' }));
    expect(await screen.findByText('暂无数据', undefined, { timeout: 5000 })).toBeTruthy();
    expect(fetched).toEqual([]);

    await waitFor(() => expect(trigger.getAttribute('aria-busy')).toBe('false'));
    // The second choice by keyboard, as staff also pick from the menu.
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: '工作单 PDF' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(saved).toEqual(['工作单.pdf']));
    expect(fetched).toEqual([url]);

    // The link is refused when the browser fetches it (expired): the server's reason is told.
    answer = () =>
      new Response(
        JSON.stringify({ status: 410, data: [{ message: '下载链接已过期，请重新下载' }] }),
        { status: 410, headers: { 'content-type': 'application/json' } },
      );
    await waitFor(() => expect(trigger.getAttribute('aria-busy')).toBe('false'));
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: '工作单 PDF' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(
      await screen.findByText('下载链接已过期，请重新下载', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(fetched).toEqual([url, url]);
    expect(saved).toEqual(['工作单.pdf']);
  });
});
