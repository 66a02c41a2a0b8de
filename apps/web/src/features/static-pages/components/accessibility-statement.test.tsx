import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMessage, messages } from '@portal/contract';
import { renderApp } from '../../../test/render-app';

const t = messages.accessibility;
const tac = { provider: 'TAC', phone: '1300 654 329' };

afterEach(() => vi.unstubAllGlobals());

/** Every text of the statement, as the page shows it with the default branding. */
const statementTexts = [
  formatMessage(t.intro, tac),
  t.standard.heading,
  t.standard.text,
  t.testing.heading,
  t.testing.intro,
  ...t.testing.items,
  t.limitations.heading,
  ...t.limitations.items.map((item) => formatMessage(item, tac)),
  t.report.heading,
  t.report.text,
];

describe('the accessibility statement (issue 30)', () => {
  it.each([
    ['signed out', false],
    ['signed in', true],
  ])('/accessibility shows every text of the statement %s', async (_, signedIn) => {
    renderApp('/accessibility', { signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const text of statementTexts) expect(within(main).getByText(text)).toBeInTheDocument();
    expect(document.title).toContain(t.title);
  });

  it('names WCAG 2.2 AA and both checkers', async () => {
    renderApp('/accessibility');
    const main = await screen.findByRole('main');
    expect(main).toHaveTextContent('WCAG) 2.2 at level AA');
    expect(main).toHaveTextContent(/axe-core and IBM Equal Access/);
    expect(main).toHaveTextContent(/375 pixels.*1280 pixels.*light and in dark/);
  });

  it("says how to report a problem: the provider's phone line and Send a message", async () => {
    renderApp('/accessibility');
    const call = await screen.findByRole('link', { name: 'Call TAC on 1300 654 329.' });
    expect(call).toHaveAttribute('href', 'tel:1300654329');
    expect(screen.getByText(t.report.callCentre, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/contactus');
  });

  it('is reached from the footer link', async () => {
    renderApp('/login');
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('link', { name: messages.shell.footer.accessibility }));
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
  });
});
