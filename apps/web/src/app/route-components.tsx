import type { ComponentType } from 'react';
import { SignInPage } from '../features/sign-in/components/sign-in-page';
import { RegistrationPage } from '../features/registration/components/registration-page';
import {
  ActivatePage,
  ActivationAccountDetailsPage,
  ActivationBankDetailsPage,
  VerifyPage,
} from '../features/access-code/components/access-code-pages';
import { ForgotPasswordPage } from '../features/account-recovery/components/forgot-password-page';
import { ForgotUsernamePage } from '../features/account-recovery/components/forgot-username-page';
import { ResetPasswordPage } from '../features/account-recovery/components/reset-password-page';
import { SentUsernamePage } from '../features/account-recovery/components/sent-username-page';
import { ClaimsPage } from '../features/claims/components/claims-page';
import { ClaimHomePage } from '../features/claim-home/components/claim-home-page';
import { AccountUpdatedPage } from '../features/account-updated/components/account-updated-page';
import {
  BankDetailsPage,
  ContactDetailsPage,
  EmailAddressPage,
  MobileNumberPage,
} from '../features/account/components/stand-alone-pages';
import { UpdatePasswordPage } from '../features/account/components/update-password-page';
import { InboxPage } from '../features/inbox/components/inbox-page';
import { InboxItemDetailPage } from '../features/inbox/components/inbox-item-detail-page';
import { SentItemsPage } from '../features/sent-items/components/sent-items-page';
import { SentItemDetailPage } from '../features/sent-items/components/sent-item-detail-page';
import { AccountScreen, PersonalDetailsScreen } from './screens/account-screen';
import { NotAvailablePage } from './not-available-page';
import type { RouteMeta } from './route-types';

/** Props every screen receives: its own route declaration. */
export interface ScreenProps {
  meta: RouteMeta;
}

/**
 * Screen key (route-table.ts `screen`) -> component. A feature plugs in by adding its page here;
 * screens not listed render the "not available yet" page. Large features may use React.lazy.
 */
const screens: Partial<Record<string, ComponentType<ScreenProps>>> = {
  'sign-in': SignInPage,
  register: RegistrationPage,
  activate: ActivatePage,
  verify: VerifyPage,
  'activation-account-details': ActivationAccountDetailsPage,
  'activation-bank-details': ActivationBankDetailsPage,
  'forgot-username': ForgotUsernamePage,
  'sent-username': SentUsernamePage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
  claims: ClaimsPage,
  'claim-home': ClaimHomePage,
  'account-updated': AccountUpdatedPage,
  account: AccountScreen,
  'personal-details': PersonalDetailsScreen,
  'update-password': UpdatePasswordPage,
  'contact-details': ContactDetailsPage,
  'email-address': EmailAddressPage,
  'mobile-number': MobileNumberPage,
  'bank-details': BankDetailsPage,
  inbox: InboxPage,
  'inbox-item-detail': InboxItemDetailPage,
  'sent-items': SentItemsPage,
  'sent-item-detail': SentItemDetailPage,
};

export function screenComponent(screen: string): ComponentType<ScreenProps> {
  return screens[screen] ?? NotAvailablePage;
}
