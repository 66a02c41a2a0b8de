import { useState, type ComponentType } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { CodeType, type CodeTypeValue } from '@portal/contract';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { PageTitle } from '../../../components/layout/page-title';
import { clearSecureUpdateToken, getSecureUpdateToken } from '../../../lib/secure-update-token';
import { useAccount } from '../../../api/get-account';
import { useClearSecureTokenOnLeave } from '../hooks/use-secure-token-lifetime';
import { BankDetailsForm } from './bank-details-form';
import { EmailAddressForm, MobileNumberForm } from './channel-forms';
import { ContactDetailsForm } from './contact-details-form';
import type { SectionFormProps } from './section-form-props';
import './account.css';

/**
 * The stand-alone edit screens of mobile-app mode (spec part 1 §2): each loads the account and shows
 * the same form as the My Details section; cancel goes back.
 */
export function StandAloneEditScreen({
  meta,
  Form,
  codeType,
}: ScreenProps & { Form: ComponentType<SectionFormProps>; codeType?: CodeTypeValue }) {
  const navigate = useNavigate();
  const { data: account } = useAccount();
  // Read once: a finished save spends the token just before it leaves for /accountupdated.
  const [hasToken] = useState(() => codeType === undefined || getSecureUpdateToken(codeType) !== null);
  useClearSecureTokenOnLeave();
  // Mobile, e-mail and bank edits need an access code first (part 1 §4 "Access codes").
  if (!hasToken) return <Navigate to="/activationaccountdetails" replace state={{ codeType }} />;
  const cancel = () => {
    clearSecureUpdateToken();
    void navigate(-1);
  };
  return (
    <div className="page account-page account-page--editing account-page--single">
      <PageTitle>{meta.title}</PageTitle>
      {account ? <Form account={account} onCancel={cancel} /> : <p>Loading your details…</p>}
    </div>
  );
}

export const ContactDetailsPage = (props: ScreenProps) => (
  <StandAloneEditScreen {...props} Form={ContactDetailsForm} />
);
export const EmailAddressPage = (props: ScreenProps) => (
  <StandAloneEditScreen {...props} Form={EmailAddressForm} codeType={CodeType.Email} />
);
export const MobileNumberPage = (props: ScreenProps) => (
  <StandAloneEditScreen {...props} Form={MobileNumberForm} codeType={CodeType.Mobile} />
);
export const BankDetailsPage = (props: ScreenProps) => (
  <StandAloneEditScreen {...props} Form={BankDetailsForm} codeType={CodeType.Bank} />
);
