import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, messages, serverErrors } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { businessError, mockApi, type MockApi } from '../../../test/mock-api';
import { sessionStore } from '../../../lib/session-store';
import { SURVEY_TASK_KEY, SURVEY_TOKEN_KEY } from '../survey-token';

const f = messages.fields;
const loginPath = endpoints.nidLogin.path;
const draft = { FormID: 'form-1', AcceptedTerms: null, Questions: [] };

let api: MockApi;
beforeEach(() => {
  api = mockApi().on(endpoints.getNidAssessment.path, { body: draft });
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));
const firstBox = () => screen.getByLabelText('Claim number, first 2 digits');
const secondBox = () => screen.getByLabelText('Claim number, last 5 digits');

async function fill(claim: string, dateOfBirth: string) {
  await screen.findByRole('heading', { name: messages.survey.title });
  if (claim) await userEvent.type(firstBox(), claim);
  if (dateOfBirth) await userEvent.type(screen.getByLabelText(/Date of birth/), dateOfBirth);
}

describe('survey identification', () => {
  it('asks to identify the person under "My self-assessment", on /surveyvalidation and /myneeds', async () => {
    for (const path of ['/surveyvalidation', '/myneeds']) {
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'My self-assessment' })).toBeInTheDocument();
      expect(
        screen.getByText('Before you can start the TAC survey we need to identify you.'),
      ).toBeInTheDocument();
      view.unmount();
    }
  });

  it('names its step in the browser tab, as the survey steps share one heading (issue 30 item 8)', async () => {
    renderApp('/surveyvalidation');
    await screen.findByRole('heading', { name: messages.survey.title });
    await waitFor(() => expect(document.title).toMatch(/^My self-assessment: identify yourself - /));
  });

  it('moves the focus to the second claim box after two digits', async () => {
    renderApp('/surveyvalidation');
    await fill('', '');
    await userEvent.type(firstBox(), '34');
    expect(secondBox()).toHaveFocus();
    await userEvent.keyboard('56789');
    expect(firstBox()).toHaveValue('34');
    expect(secondBox()).toHaveValue('56789');
  });

  it('keeps the focus in the second box when Tab is pressed right after the jump (issue 30 item 6)', async () => {
    renderApp('/surveyvalidation');
    await fill('', '');
    await userEvent.type(firstBox(), '34');
    expect(secondBox()).toHaveFocus();
    await userEvent.tab();
    expect(secondBox()).toHaveFocus();
    await userEvent.keyboard('56789');
    expect(secondBox()).toHaveValue('56789');
    // Once the box is in use, Tab moves on as usual, and Shift+Tab goes back at any time.
    await userEvent.tab();
    expect(secondBox()).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(secondBox()).toHaveFocus();
  });

  it('refuses an empty form with the contract messages and calls nothing', async () => {
    renderApp('/surveyvalidation');
    await fill('', '');
    await submit();
    const summary = await screen.findByRole('alert', { name: /errors in this form/ });
    expect(summary).toHaveTextContent(f.claimNumber);
    expect(summary).toHaveTextContent(f.dateOfBirth.invalid);
    expect(api.bodies(loginPath)).toHaveLength(0);
  });

  it('refuses a claim number of 2 and 4 digits with "Enter a valid claim number e.g. 12/34567"', async () => {
    renderApp('/surveyvalidation');
    await fill('345678', '01/05/1990');
    await submit();
    expect(
      await screen.findByRole('link', { name: 'Enter a valid claim number e.g. 12/34567' }),
    ).toBeVisible();
    expect(api.bodies(loginPath)).toHaveLength(0);
  });

  it.each([
    ['a future day', '01/01/2099'],
    ['a day that does not exist', '31/02/1990'],
    ['text that is not a date', '1/5/90'],
  ])('refuses %s with "Enter a valid Date of Birth"', async (_name, dateOfBirth) => {
    renderApp('/surveyvalidation');
    await fill('3456789', dateOfBirth);
    await submit();
    expect(await screen.findByRole('link', { name: 'Enter a valid Date of Birth' })).toBeVisible();
    expect(api.bodies(loginPath)).toHaveLength(0);
  });

  it('keeps the survey token apart from a signed-in claimant and goes to the intro', async () => {
    api.on(loginPath, { body: { AccessToken: 'survey-token', AcceptedTerms: false } });
    renderApp('/surveyvalidation', { signedIn: true });
    await fill('3456789', '01/05/1990');
    await submit();
    await screen.findByRole('button', { name: 'Yes' });
    const [sent] = api.bodies(loginPath);
    expect(sent).toMatchObject({ ClaimNumber: '34/56789', DateOfBirth: '01/05/1990', DeviceType: 0 });
    // The claimant's token never goes to the survey, and the claimant stays signed in.
    expect(sent?.AccessToken).toBe('');
    expect(sessionStorage.getItem(SURVEY_TOKEN_KEY)).toBe('survey-token');
    expect(sessionStore.getAccessToken()).toBe('test-token');
  });

  it('goes straight to the survey when the terms were accepted before', async () => {
    api
      .on(loginPath, { body: { AccessToken: 'survey-token', AcceptedTerms: true } })
      .on(endpoints.getNidAssessment.path, { body: { ...draft, AcceptedTerms: true } });
    const { router } = renderApp('/surveyvalidation');
    await fill('3456789', '01/05/1990');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/survey'));
  });

  it('shows "Need help? Contact us on 1300 654 329" only after more than 2 failed attempts', async () => {
    const refusal = serverErrors.surveyNotMatched;
    api.on(loginPath, businessError(refusal.Number, refusal.Message));
    renderApp('/surveyvalidation');
    await fill('3456789', '01/05/1990');
    for (let attempt = 1; attempt <= 2; attempt++) {
      await submit();
      await waitFor(() => expect(api.bodies(loginPath)).toHaveLength(attempt));
      expect(await screen.findByText(refusal.Message)).toBeVisible();
      // Each refusal takes the focus from the busy submit button (issue 30 item 3).
      await waitFor(() => expect(screen.getByText(refusal.Message).closest('.notice')).toHaveFocus());
    }
    expect(screen.queryByText(/Need help\?/)).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Need help? Contact us on 1300 654 329')).toBeVisible();
    expect(sessionStorage.getItem(SURVEY_TOKEN_KEY)).toBeNull();
  });

  it("drops the server refusal when a later attempt fails the form's own checks", async () => {
    const refusal = serverErrors.surveyNotMatched;
    api.on(loginPath, businessError(refusal.Number, refusal.Message));
    renderApp('/surveyvalidation');
    await fill('3456789', '01/05/1990');
    await submit();
    expect(await screen.findByText(refusal.Message)).toBeVisible();
    await userEvent.clear(secondBox());
    await submit();
    expect(await screen.findByRole('alert', { name: /errors in this form/ })).toHaveTextContent(
      f.claimNumber,
    );
    expect(screen.queryByText(refusal.Message)).not.toBeInTheDocument();
    expect(api.bodies(loginPath)).toHaveLength(1);
  });

  it('keeps the request of Things to do it was opened for (?task=) for the submit, and none otherwise', async () => {
    api
      .on(loginPath, { body: { AccessToken: 'survey-token', AcceptedTerms: true } })
      .on(endpoints.getNidAssessment.path, { body: { ...draft, AcceptedTerms: true } });
    const first = renderApp('/surveyvalidation?task=s1');
    await fill('3456789', '01/05/1990');
    await submit();
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/survey'));
    expect(sessionStorage.getItem(SURVEY_TASK_KEY)).toBe('s1');
    first.unmount();
    const second = renderApp('/surveyvalidation');
    await fill('3456789', '01/05/1990');
    await submit();
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/survey'));
    expect(sessionStorage.getItem(SURVEY_TASK_KEY)).toBeNull();
  });
});
