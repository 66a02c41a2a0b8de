import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { informationQuery } from '../../api/get-information';
import { ExternalLink } from './external-link';

function renderLink() {
  const client = new QueryClient();
  client.setQueryData(informationQuery.queryKey, {
    Version: '1.5.32',
    ProviderName: 'TAC',
    ProviderPhone: '1300 654 329',
    BuildTime: '',
    Commit: '',
  });
  render(
    <QueryClientProvider client={client}>
      <ExternalLink href="https://www.example.org/">Example</ExternalLink>
    </QueryClientProvider>,
  );
}

describe('ExternalLink (spec part 1 §2, part 2 §2)', () => {
  it('asks before leaving and opens the link in a new tab when confirmed', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderLink();
    await userEvent.click(screen.getByRole('link', { name: /example/i }));
    expect(confirm).toHaveBeenCalledWith('You are about to leave the TAC website. Do you wish to continue?');
    expect(open).toHaveBeenCalledWith('https://www.example.org/', '_blank', 'noopener,noreferrer');
  });

  it('stays on the page when the visitor declines', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderLink();
    await userEvent.click(screen.getByRole('link', { name: /example/i }));
    expect(open).not.toHaveBeenCalled();
  });
});
