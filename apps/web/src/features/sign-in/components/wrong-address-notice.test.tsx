import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultBranding, type GetInformationResponse } from '@portal/contract';
import { informationQuery } from '../../../api/get-information';
import { renderApp } from '../../../test/render-app';
import { isWrongAddress } from './wrong-address-notice';

const information = (PublicUrl: string | null | undefined): GetInformationResponse => ({
  Version: '1.5.32',
  ProviderName: defaultBranding.providerName,
  ProviderPhone: defaultBranding.providerPhone,
  BuildTime: '2025-01-01T00:00:00Z',
  Commit: 'test',
  PublicUrl,
});

async function signInPageWith(publicUrl: string | null | undefined) {
  const view = renderApp('/login');
  act(() => {
    view.queryClient.setQueryData(informationQuery.queryKey, information(publicUrl));
  });
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return view;
}

const noticeStart = 'You are using an old address for the portal.';

describe('wrong-address notice on the sign-in page (spec part 1 §2 "Sign-in page")', () => {
  it('shows the notice with a link when the page is not on the configured PUBLIC_URL', async () => {
    await signInPageWith('https://portal.example.gov.au');
    const notice = screen.getByText(noticeStart, { exact: false });
    expect(notice).toHaveTextContent(
      'You are using an old address for the portal. Please use https://portal.example.gov.au from now on.',
    );
    expect(screen.getByRole('link', { name: 'https://portal.example.gov.au' })).toHaveAttribute(
      'href',
      'https://portal.example.gov.au',
    );
  });

  it('stays hidden on the canonical address itself', async () => {
    await signInPageWith(`${window.location.origin}/`);
    expect(screen.queryByText(noticeStart, { exact: false })).not.toBeInTheDocument();
  });

  it('stays hidden when the server has no PUBLIC_URL (null or absent)', async () => {
    const first = await signInPageWith(null);
    expect(screen.queryByText(noticeStart, { exact: false })).not.toBeInTheDocument();
    first.unmount();
    await signInPageWith(undefined);
    expect(screen.queryByText(noticeStart, { exact: false })).not.toBeInTheDocument();
  });
});

describe('isWrongAddress', () => {
  it('compares origins only: scheme, host and port', () => {
    const page = 'https://portal.example.gov.au';
    expect(isWrongAddress('https://portal.example.gov.au/any/path', page)).toBe(false);
    expect(isWrongAddress('https://PORTAL.example.gov.au', page)).toBe(false);
    expect(isWrongAddress('http://portal.example.gov.au', page)).toBe(true);
    expect(isWrongAddress('https://portal.example.gov.au:8443', page)).toBe(true);
    expect(isWrongAddress('https://new.example.gov.au', page)).toBe(true);
  });

  it('never warns without a usable canonical address', () => {
    for (const value of [
      null,
      undefined,
      '',
      'not a url',
      'javascript:alert(1)',
      'ftp://portal.example.gov.au',
    ])
      expect(isWrongAddress(value, 'https://old.example.gov.au')).toBe(false);
  });
});
