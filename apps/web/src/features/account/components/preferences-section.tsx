import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages, type Account, type Preferences } from '@portal/contract';
import { alertErrors } from '../../../lib/error-alert';
import { hasText } from '../account-display';
import { updatePreferences } from '../api/account-calls';
import { accountKeyPrefix } from '../../../api/get-account';

const p = messages.myDetails.preferences;

/**
 * Preferences (spec part 1 §4 "My Details"): each checkbox saves as soon as it is toggled. They are
 * read-only unless the account has both an e-mail and a mobile, with the warnings for the missing
 * one; the last channel left on cannot be turned off, so at least one always stays on.
 */
export function PreferencesSection({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const [prefs, setPrefs] = useState<Preferences>(account.Preferences);
  const [isSaving, setIsSaving] = useState(false);
  const hasEmail = hasText(account.ContactDetails.EmailAddress);
  const hasMobile = hasText(account.ContactDetails.MobileNumber);
  const canEdit = hasEmail && hasMobile;

  async function toggle(channel: keyof Preferences) {
    const next = { ...prefs, [channel]: !prefs[channel] };
    if (!next.SMS && !next.Email) return;
    const before = prefs;
    setPrefs(next);
    setIsSaving(true);
    try {
      await updatePreferences(next.SMS, next.Email);
      await queryClient.invalidateQueries({ queryKey: accountKeyPrefix });
    } catch (failure) {
      setPrefs(before);
      alertErrors(failure);
    } finally {
      setIsSaving(false);
    }
  }

  const box = (channel: keyof Preferences, label: string) => {
    const isLastOn = prefs[channel] && !prefs[channel === 'SMS' ? 'Email' : 'SMS'];
    return (
      <div className="checkbox">
        <input
          type="checkbox"
          id={`preferences-${channel}`}
          checked={prefs[channel]}
          disabled={!canEdit || isSaving || isLastOn}
          onChange={() => void toggle(channel)}
        />
        <label htmlFor={`preferences-${channel}`}>{label}</label>
      </div>
    );
  };

  return (
    <fieldset className="account-preferences">
      <legend className="visually-hidden">{messages.myDetails.sections.preferences}</legend>
      {box('SMS', p.sms)}
      {box('Email', p.email)}
      {!hasEmail && <p className="notice notice--warning">{p.emailMissing}</p>}
      {!hasMobile && <p className="notice notice--warning">{p.mobileMissing}</p>}
    </fieldset>
  );
}
