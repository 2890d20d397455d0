import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../components/testKit.tsx';
import { CreditTermsAction } from './CreditControlCard.tsx';

const credit = {
  customerName: '上海申通进口食品有限公司',
  keptBy: '宁波分公司',
  editable: true,
};

describe('the credit terms’ action of a client', () => {
  it('offers 设置 for a client the organisation keeps', async () => {
    const onEdit = vi.fn();
    renderKit(<CreditTermsAction credit={credit} onEdit={onEdit} />);
    fireEvent.click(
      await screen.findByRole('button', { name: '设置信用 上海申通进口食品有限公司' }),
    );
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/维护/)).toBeNull();
  });

  it('names the keeper and offers no change for a client another organisation keeps', async () => {
    renderKit(<CreditTermsAction credit={{ ...credit, editable: false }} onEdit={vi.fn()} />);
    expect(await screen.findByText('由「宁波分公司」维护')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
