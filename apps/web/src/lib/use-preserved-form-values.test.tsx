import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import {
  clearAllPreservedValues,
  preservableValues,
  readPreservedValues,
  usePreservedFormValues,
} from './use-preserved-form-values';
import { sessionStore } from './session-store';

interface ContactValues {
  Subject: string;
  Message: string;
  Password: string;
  SecurityCode: string;
}

function ContactForm({ scope = '' }: { scope?: string }) {
  const form = useForm<ContactValues>({
    defaultValues: { Subject: '', Message: '', Password: '', SecurityCode: '' },
  });
  const { clear } = usePreservedFormValues('contact-us', form, { scope });
  return (
    <form onSubmit={(event) => void form.handleSubmit(() => clear())(event)}>
      <label>
        Subject <input {...form.register('Subject')} />
      </label>
      <label>
        Message <textarea {...form.register('Message')} />
      </label>
      <label>
        Password <input type="password" {...form.register('Password')} />
      </label>
      <label>
        Code <input {...form.register('SecurityCode')} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

async function typeEverything() {
  await userEvent.type(screen.getByLabelText('Subject'), 'Physio receipts');
  await userEvent.type(screen.getByLabelText('Message'), 'Two receipts attached');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret12!');
  await userEvent.type(screen.getByLabelText('Code'), '1234');
}

describe('usePreservedFormValues', () => {
  it('restores what was typed after the session ended and the user signed in again', async () => {
    sessionStore.signIn({ AccessToken: 'first', isOneTimePassword: false }, { rememberMe: false });
    const first = render(<ContactForm scope="12/34567" />);
    await typeEverything();
    // The timeout signs out and the screen goes away.
    sessionStore.forceLogout();
    first.unmount();

    sessionStore.signIn({ AccessToken: 'second', isOneTimePassword: false }, { rememberMe: false });
    render(<ContactForm scope="12/34567" />);
    expect(screen.getByLabelText('Subject')).toHaveValue('Physio receipts');
    expect(screen.getByLabelText('Message')).toHaveValue('Two receipts attached');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Code')).toHaveValue('');
  });

  it('never writes passwords, codes or tokens to storage', async () => {
    render(<ContactForm />);
    await typeEverything();
    const stored = JSON.stringify(Object.fromEntries(Object.entries(sessionStorage)));
    expect(stored).toContain('Physio receipts');
    expect(stored).not.toContain('Secret12!');
    expect(stored).not.toContain('1234');
    expect(
      preservableValues({ NewPassword: 'x', AccessToken: 'y', Address: { Line1: 'a', Code: 'b' } }),
    ).toEqual({
      Address: { Line1: 'a' },
    });
  });

  it('restores nothing into another scope, e.g. another claim', async () => {
    const first = render(<ContactForm scope="12/34567" />);
    await typeEverything();
    first.unmount();
    render(<ContactForm scope="12/99999" />);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('forgets the values after a successful submit and on clearAllPreservedValues', async () => {
    const first = render(<ContactForm />);
    await typeEverything();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(readPreservedValues('contact-us')).toBeNull();
    first.unmount();

    render(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Subject'), 'Again');
    expect(readPreservedValues('contact-us')).toMatchObject({ Subject: 'Again' });
    clearAllPreservedValues();
    expect(readPreservedValues('contact-us')).toBeNull();
  });
});
