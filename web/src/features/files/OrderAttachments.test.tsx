import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DeleteFileDocument,
  OrderFileUploadGrantDocument,
  OrderFilesDocument,
} from '../../__generated__/graphql.ts';
import { ChakraScope } from '../../app/ChakraScope.tsx';
import { toaster } from '../../app/toastStore.ts';
import { system } from '../../theme.ts';
import { OrderAttachments } from './OrderAttachments.tsx';

const orderCode = 'HYCK2024050001';
const nodes = [
  { code: 'HYCK_TD', name: '订舱' },
  { code: 'HYCK_PS', name: '派送' },
];
const uploadUrl = '/rest/upload?uploadToken=t1';

const stored = {
  __typename: 'StoredFile',
  id: '9',
  path: 'private/a.pdf',
  name: '提单确认件.pdf',
  size: 1536,
  contentType: 'application/pdf',
  isPrivate: true,
  publicUrl: null,
  nodeCode: 'HYCK_TD',
  uploaderName: '张敏',
  createdAt: '2024-05-01T10:00:00+08:00',
};

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: OrderFilesDocument, variables: { orderCode } },
    result: { data: { files: [stored] } },
  },
  {
    request: {
      query: OrderFileUploadGrantDocument,
      variables: { orderCode, nodeCode: 'HYCK_PS', shippingType: 'ZYLX_HYCK' },
    },
    result: {
      data: {
        uploadGrant: {
          __typename: 'UploadGrant',
          uploadUrl,
          expiresAt: '2024-05-01T10:10:00+08:00',
          maxBytes: 20971520,
        },
      },
    },
  },
];

beforeEach(() => toaster.remove());
afterEach(() => vi.unstubAllGlobals());

describe('OrderAttachments', () => {
  it('groups files by node and shows the server refusal of an upload', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            status: 400,
            data: [{ message: '文件大小不能超过20MB', field: 'file' }],
          }),
          {
            status: 400,
            headers: { 'content-type': 'application/json' },
          },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <ChakraScope>
        <MockedProvider mocks={mocks}>
          <OrderAttachments orderCode={orderCode} nodes={nodes} shippingType="ZYLX_HYCK" />
        </MockedProvider>
      </ChakraScope>,
    );
    const booking = screen.getByRole('region', { name: '订舱附件' });
    expect(await within(booking).findByText('提单确认件.pdf')).toBeTruthy();
    expect(within(booking).getByText('1.5 KB')).toBeTruthy();
    const delivery = screen.getByRole('region', { name: '派送附件' });
    expect(within(delivery).getByText('暂无附件')).toBeTruthy();

    const file = new File(['x'.repeat(10)], '装箱单.pdf', { type: 'application/pdf' });
    fireEvent.change(within(delivery).getByLabelText('选择派送附件'), {
      target: { files: [file] },
    });

    expect(
      await screen.findByText('文件大小不能超过20MB', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(uploadUrl);
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() =>
      expect(
        within(delivery).getByRole<HTMLButtonElement>('button', { name: '上传' }).disabled,
      ).toBe(false),
    );
  });

  it('deletes a file after the confirmation and shows the list without it', async () => {
    let deleted = false;
    const deleteMocks: MockLink.MockedResponse[] = [
      mocks[0] as MockLink.MockedResponse,
      {
        request: { query: DeleteFileDocument, variables: { id: '9' } },
        result: () => {
          deleted = true;
          return { data: { deleteFile: true } };
        },
      },
      {
        request: { query: OrderFilesDocument, variables: { orderCode } },
        result: { data: { files: [] } },
      },
    ];
    render(
      <ChakraScope>
        <MockedProvider mocks={deleteMocks}>
          <OrderAttachments orderCode={orderCode} nodes={nodes} shippingType="ZYLX_HYCK" />
        </MockedProvider>
      </ChakraScope>,
    );
    const booking = screen.getByRole('region', { name: '订舱附件' });
    expect(await within(booking).findByText('提单确认件.pdf')).toBeTruthy();
    fireEvent.click(within(booking).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('确定删除附件「提单确认件.pdf」吗？')).toBeTruthy();
    expect(deleted).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(deleted).toBe(true);
    expect(await within(booking).findByText('暂无附件')).toBeTruthy();
  });

  it('offers no delete on a read-only order', async () => {
    render(
      <ChakraProvider value={system}>
        <MockedProvider mocks={mocks}>
          <OrderAttachments orderCode={orderCode} nodes={nodes} readOnly />
        </MockedProvider>
      </ChakraProvider>,
    );
    const booking = screen.getByRole('region', { name: '订舱附件' });
    expect(await within(booking).findByText('提单确认件.pdf')).toBeTruthy();
    expect(within(booking).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(booking).getByRole('button', { name: '下载' })).toBeTruthy();
  });
});
