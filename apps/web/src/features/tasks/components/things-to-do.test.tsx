import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type Account, type Task } from '@portal/contract';
import { mockApi, type MockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };

const account = {
  PersonalDetails: {
    Title: 'Mr',
    FirstName: 'Alex',
    MiddleNames: '',
    Surname: 'Citizen',
    DateOfBirth: '01/02/1980',
  },
  ContactDetails: {
    EmailAddress: 'alex@example.com',
    MobileNumber: '0412345678',
    PhoneNumber: null,
    HomeAddressForDB: null,
    PostalAddressForDB: null,
  },
  HomeAddressEdit: '',
  PostalAddressEdit: '',
  AreAddressesSame: true,
  BankAccountDetails: null,
  BankDetailsCanEdit: true,
  BankDetailsVerified: true,
  Preferences: { SMS: true, Email: true },
  IsStateTrustee: false,
} satisfies Account;

function task(overrides: Partial<Task>): Task {
  return {
    TaskId: 't1',
    Title: 'Send your updated certificate of capacity',
    Detail: 'Your current certificate has ended.',
    DueDate: '12/12/2026',
    IsOverdue: false,
    Action: 'documents',
    DocumentTypeId: 2,
    ...overrides,
  };
}

const overdue = task({ TaskId: 'a1', IsOverdue: true, DueDate: '25/11/2026' });
const survey = task({
  TaskId: 'b2',
  Title: 'Complete your self-assessment',
  Detail: '',
  DueDate: '12/12/2026',
  Action: 'survey',
  DocumentTypeId: null,
});

let api: MockApi;

beforeEach(() => {
  api = mockApi();
  api.on(endpoints.getAccount.path, { body: account });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function section() {
  return within(await screen.findByRole('region', { name: 'Things to do' }, slow));
}

describe('Things to do on claim home (issue 32)', () => {
  it('comes below the six panels, in the order the server answered (soonest due first)', async () => {
    renderApp('/claim', { signedIn: true, tasks: [overdue, survey] });
    const things = await section();
    const titles = things.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Send your updated certificate of capacity', 'Complete your self-assessment']);
    const panels = screen.getAllByRole('list')[0]!;
    expect(panels.compareDocumentPosition(screen.getByRole('region', { name: 'Things to do' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('says an overdue request in words, with its due date in dd/mm/yyyy', async () => {
    renderApp('/claim', { signedIn: true, tasks: [overdue, survey] });
    const things = await section();
    const [first, second] = things.getAllByRole('listitem');
    expect(first).toHaveTextContent('Overdue: was due 25/11/2026');
    expect(first).toHaveClass('task-card--overdue');
    expect(second).toHaveTextContent('Due 12/12/2026');
    expect(second).not.toHaveTextContent('Overdue');
    expect(second).not.toHaveClass('task-card--overdue');
  });

  it('links each action to its form, naming the request (and for documents its type)', async () => {
    const actions: Task[] = [
      task({ TaskId: 'd1', Action: 'documents', DocumentTypeId: 2, Title: 'Documents' }),
      task({ TaskId: 'a2', Action: 'authority', DocumentTypeId: null, Title: 'Authority' }),
      task({ TaskId: 'r3', Action: 'reimbursement', DocumentTypeId: null, Title: 'Receipt' }),
      task({ TaskId: 's4', Action: 'survey', DocumentTypeId: null, Title: 'Survey' }),
      task({ TaskId: 'c5', Action: 'contact', DocumentTypeId: null, Title: 'Contact' }),
    ];
    renderApp('/claim', { signedIn: true, tasks: actions });
    const things = await section();
    const links = things.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Send documents: Documents', '/submitdocuments?task=d1&type=2'],
      ['Sign the authority form: Authority', '/authorityform?task=a2'],
      ['Claim a reimbursement: Receipt', '/reimbursementform?task=r3'],
      ['Complete the self-assessment: Survey', '/surveyvalidation?task=s4'],
      ['Contact us: Contact', '/contactus?task=c5'],
    ]);
  });

  it('keeps the header hidden (nh=1) on the form a request opens in the mobile app', async () => {
    renderApp('/claim?nh=1', { signedIn: true, tasks: [overdue] });
    const things = await section();
    expect(things.getByRole('link')).toHaveAttribute('href', '/submitdocuments?task=a1&type=2&nh=1');
  });

  it('gives a request whose action is none no button', async () => {
    renderApp('/claim', {
      signedIn: true,
      tasks: [task({ TaskId: 'n1', Action: 'none', DocumentTypeId: null })],
    });
    const things = await section();
    expect(things.getByRole('heading', { level: 3 })).toHaveTextContent('Send your updated certificate');
    expect(things.queryByRole('link')).not.toBeInTheDocument();
    expect(things.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says there is nothing to do when no request is open', async () => {
    renderApp('/claim', { signedIn: true, tasks: [] });
    const things = await section();
    expect(things.getByText('There is nothing you need to do on this claim.')).toBeInTheDocument();
    expect(things.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says calmly that the list could not load, keeps claim home, and loads it on Try again', async () => {
    api.on(endpoints.getTasks.path, { status: 500, body: {} }, { body: { Items: [overdue], Total: 1 } });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderApp('/claim', { signedIn: true, tasks: 'pending' });
    const things = await section();
    expect(await things.findByText('We could not load your things to do.', {}, slow)).toBeInTheDocument();
    // Claim home is all there; nothing pops up.
    expect(screen.getByRole('heading', { level: 2, name: 'Hi Alex' })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    await userEvent.click(things.getByRole('button', { name: 'Try again' }));
    expect(await things.findByText('Overdue: was due 25/11/2026', {}, slow)).toBeInTheDocument();
    expect(things.queryByText('We could not load your things to do.')).not.toBeInTheDocument();
  });
});
