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
import { toaster } from '../../../app/toaster.tsx';
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

// Navigations are not followed in jsdom: record which addresses the page asked to download.
let clicked: string[] = [];
beforeEach(() => {
  toaster.remove();
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.getAttribute('href') ?? '');
  });
});
afterEach(() => vi.restoreAllMocks());

// The page loads its order type's documents before it renders (OrderPages.tsx).
beforeAll(() => loadOrderEntry('oceanExport'));

describe('OrderDocumentsMenu', () => {
  it('opens the signed link of the chosen document, and says 暂无数据 when there is nothing', async () => {
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
    expect(clicked).toEqual([]);

    await waitFor(() => expect(trigger.getAttribute('aria-busy')).toBe('false'));
    // The second choice by keyboard, as staff also pick from the menu.
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: '工作单 PDF' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(clicked).toEqual([url]));
  });
});
