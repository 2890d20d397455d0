import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from 'react-router-dom';
import { renderKit } from '../testKit.tsx';
import { unsavedChangesText, useUnsavedChangesPrompt } from './useUnsavedChangesPrompt.tsx';

function Page({ dirty }: { dirty: boolean }) {
  const { prompt } = useUnsavedChangesPrompt(dirty);
  return (
    <>
      <Link to="/elsewhere">去别处</Link>
      {prompt}
    </>
  );
}

describe('useUnsavedChangesPrompt', () => {
  it('asks before leaving a dirty form and stays on 留在此页', async () => {
    const { router } = renderKit(<Page dirty />);
    fireEvent.click(screen.getByText('去别处'));
    expect(await screen.findByText(unsavedChangesText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '留在此页' }));
    await waitFor(() => expect(screen.queryByText(unsavedChangesText)).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(screen.getByText('去别处'));
    fireEvent.click(await screen.findByRole('button', { name: '离开' }));
    expect(await screen.findByText('别处')).toBeTruthy();
  });

  it('lets a clean form go without asking', async () => {
    renderKit(<Page dirty={false} />);
    fireEvent.click(screen.getByText('去别处'));
    expect(await screen.findByText('别处')).toBeTruthy();
  });
});
