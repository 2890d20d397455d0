import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SetOceanExportArApStatusDocument } from '../../../__generated__/graphql.ts';
import { toaster } from '../../../app/toastStore.ts';
import { findToast, renderWithToaster } from '../../../test/render.tsx';
import { ArApStatus } from './ArApStatus.tsx';

const orderCode = 'HYCK2026110001';

beforeEach(() => toaster.remove());

describe('ArApStatus', () => {
  it('shows both statuses by name and sets one through updateArApStatus', async () => {
    const changed = vi.fn();
    const answered = vi.fn(() => ({
      data: {
        setOceanExportArApStatus: {
          __typename: 'OceanExportOrder',
          id: '9',
          orderCode,
          version: 4,
          arStatus: '1',
          apStatus: '0',
        },
      },
    }));
    renderWithToaster(
      <ArApStatus
        orderCode={orderCode}
        arStatus="0"
        apStatus=""
        version={3}
        mutation={SetOceanExportArApStatusDocument}
        readOnly={false}
        onChanged={changed}
      />,
      [
        {
          request: {
            query: SetOceanExportArApStatusDocument,
            // The change names the version the page read.
            variables: { orderCode, arStatus: '1', expectedVersion: 3 },
          },
          result: answered,
        },
      ],
    );
    expect(screen.getByTestId('arStatus-name').textContent).toBe('未确认');
    // No value yet is the default '0'.
    expect(screen.getByTestId('apStatus-name').textContent).toBe('未确认');
    await userEvent.click(screen.getByLabelText('应收状态'));
    expect(await findToast('更新成功')).toBeTruthy();
    expect(answered).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
  });

  it('only shows them on an order that may not be changed', () => {
    renderWithToaster(
      <ArApStatus
        orderCode={orderCode}
        arStatus="1"
        apStatus="1"
        version={3}
        mutation={SetOceanExportArApStatusDocument}
        readOnly
        onChanged={() => undefined}
      />,
    );
    expect(screen.getByTestId('arStatus-name').textContent).toBe('已确认');
    expect(screen.getByLabelText<HTMLInputElement>('应付状态').disabled).toBe(true);
  });
});
