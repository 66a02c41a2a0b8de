import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { CodeType, brandingValues, formatMessage, messages, type CodeTypeValue } from '@portal/contract';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { PageTitle } from '../../../components/layout/page-title';
import { useBranding } from '../../../api/get-information';
import { clearSecureUpdateToken, getSecureUpdateToken } from '../../../lib/secure-update-token';
import { useSession } from '../../../lib/use-session';
import { hasText } from '../account-display';
import { useAccount } from '../../../api/get-account';
import { useRedirectToast } from '../hooks/use-redirect-toast';
import { useClearSecureTokenOnLeave } from '../hooks/use-secure-token-lifetime';
import { useSectionFocus } from '../hooks/use-section-focus';
import { BankDetailsForm } from './bank-details-form';
import { EmailAddressForm, MobileNumberForm } from './channel-forms';
import { ContactDetailsForm } from './contact-details-form';
import { DetailSection } from './detail-section';
import { PreferencesSection } from './preferences-section';
import { BankReadView, ContactReadView, EmailReadView, MobileReadView, PersonalReadView } from './read-views';
import type { SectionFormProps } from './section-form-props';
import { Toast } from './toast';
import './account.css';
import { accountKeyPrefix } from '../../../api/get-account';

const t = messages.myDetails;
const copy = {
  loading: 'Loading your details…',
  passwordIntro: 'Change the password you use to sign in.',
  changePassword: 'Change password',
}; // page copy

type EditSection = 'personal' | 'mobile' | 'email' | 'contact' | 'bank';
/** The DetailSection id of each editable section (focus moves within it, hooks/use-section-focus). */
const sectionIdOf = (section: EditSection) => `account-${section}`;
type SecureSection = 'mobile' | 'email' | 'bank';
const codeTypeOf: Record<SecureSection, CodeTypeValue> = {
  mobile: CodeType.Mobile,
  email: CodeType.Email,
  bank: CodeType.Bank,
};

/** What the Name & Date of Birth slot gets: onSaved(toast) returns to read mode and shows the toast. */
export interface PersonalDetailsSlotProps extends SectionFormProps {
  onSaved: (toast: string) => void;
}

export interface MyDetailsPageProps extends ScreenProps {
  /** The personal-details change form (another feature), composed at app level. */
  renderPersonalDetailsEdit?: (props: PersonalDetailsSlotProps) => ReactNode;
}

/** The section a returning access code asks to open (location state { openEdit }), if its token is held. */
function initialEdit(state: unknown): EditSection | null {
  const openEdit = (state as { openEdit?: unknown } | null)?.openEdit;
  if (openEdit !== 'mobile' && openEdit !== 'email' && openEdit !== 'bank') return null;
  return getSecureUpdateToken(codeTypeOf[openEdit]) ? openEdit : null;
}

/**
 * My Details (spec part 1 §2, §4, §6): each section's read view with an Edit link that opens its form
 * in place. Mobile, e-mail and bank edits first pass an access code (/activationaccountdetails) and
 * come back with a secure token and { openEdit }. Cancel, a finished edit or leaving the page drops
 * the token.
 */
export function MyDetailsPage({ meta, renderPersonalDetailsEdit }: MyDetailsPageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isMobileApp } = useSession();
  const branding = useBranding();
  const { data: account } = useAccount();
  const [editing, setEditing] = useState<EditSection | null>(() => initialEdit(location.state));
  const redirectToast = useRedirectToast();
  const [pageToast, setPageToast] = useState({ message: '', id: 0 });
  useClearSecureTokenOnLeave();
  useSectionFocus(editing, sectionIdOf, account !== undefined);

  useEffect(() => {
    if (editing === 'bank' && account) document.getElementById('account-bank')?.scrollIntoView?.();
  }, [editing, account]);

  if (!account) {
    return (
      <div className="page account-page">
        <PageTitle>{meta.title}</PageTitle>
        <p>{copy.loading}</p>
      </div>
    );
  }

  const cancel = () => {
    setEditing(null);
    clearSecureUpdateToken();
    void queryClient.invalidateQueries({ queryKey: accountKeyPrefix });
  };
  const withCode = (section: SecureSection) => () =>
    void navigate('/activationaccountdetails', { state: { codeType: codeTypeOf[section] } });
  const inPlace = (section: 'personal' | 'contact', standAlonePath: string) => () => {
    if (isMobileApp) void navigate(standAlonePath);
    else setEditing(section);
  };
  const editLink = (section: EditSection, allowed: boolean, onEdit: () => void) =>
    allowed && editing !== section ? onEdit : undefined;
  const form: SectionFormProps = { account, onCancel: cancel };
  const personalSaved = (toast: string) => {
    setEditing(null);
    setPageToast((shown) => ({ message: toast, id: shown.id + 1 }));
    void queryClient.invalidateQueries({ queryKey: accountKeyPrefix });
  };
  const values = brandingValues(branding);
  const disabledNote = (detail: string) => (
    <p className="notice notice--info">{formatMessage(t.editDisabled.replace('{detail}', detail), values)}</p>
  );

  const contact = account.ContactDetails;
  const hasEmail = hasText(contact.EmailAddress);
  const hasMobile = hasText(contact.MobileNumber);
  const canEditBank = account.BankDetailsCanEdit && !account.IsStateTrustee;
  return (
    <div className={['page account-page', editing ? 'account-page--editing' : ''].filter(Boolean).join(' ')}>
      <PageTitle>{meta.title}</PageTitle>
      <Toast message={pageToast.message || redirectToast} id={pageToast.id} />

      <DetailSection
        id="account-personal"
        title={t.sections.personal}
        onEdit={editLink(
          'personal',
          Boolean(renderPersonalDetailsEdit),
          inPlace('personal', '/personal-details'),
        )}
      >
        {editing === 'personal' && renderPersonalDetailsEdit ? (
          renderPersonalDetailsEdit({ ...form, onSaved: personalSaved })
        ) : (
          <PersonalReadView account={account} />
        )}
      </DetailSection>

      <DetailSection
        id="account-mobile"
        title={t.sections.mobile}
        onEdit={editLink('mobile', hasEmail && !account.MobileEditDisabled, withCode('mobile'))}
      >
        {editing === 'mobile' ? <MobileNumberForm {...form} /> : <MobileReadView account={account} />}
        {account.MobileEditDisabled && disabledNote('mobile number')}
      </DetailSection>

      <DetailSection
        id="account-email"
        title={t.sections.email}
        onEdit={editLink('email', hasMobile && !account.EmailEditDisabled, withCode('email'))}
      >
        {editing === 'email' ? <EmailAddressForm {...form} /> : <EmailReadView account={account} />}
        {account.EmailEditDisabled && disabledNote('email address')}
      </DetailSection>

      <DetailSection
        id="account-contact"
        title={t.sections.contact}
        onEdit={editLink('contact', true, inPlace('contact', '/contact-details'))}
      >
        {editing === 'contact' ? <ContactDetailsForm {...form} /> : <ContactReadView account={account} />}
      </DetailSection>

      <DetailSection
        id="account-bank"
        title={t.sections.bank}
        onEdit={editLink('bank', canEditBank, withCode('bank'))}
      >
        {editing === 'bank' ? <BankDetailsForm {...form} /> : <BankReadView account={account} />}
        {account.IsStateTrustee && <p className="notice notice--info">{t.bank.stateTrustees}</p>}
        {!account.IsStateTrustee && !account.BankDetailsCanEdit && (
          <p className="notice notice--info">{t.bank.editBlocked}</p>
        )}
      </DetailSection>

      <DetailSection id="account-preferences" title={t.sections.preferences}>
        <PreferencesSection account={account} />
      </DetailSection>

      <DetailSection id="account-password" title={t.sections.password}>
        <p>{copy.passwordIntro}</p>
        <Link className="account-section__link" to="/updatepassword">
          {copy.changePassword}
        </Link>
      </DetailSection>
    </div>
  );
}
