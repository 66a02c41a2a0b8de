import { screenCode, type ScreenCode } from './screen-loader';

/**
 * Screen key (route-table.ts `screen`) -> the screen's code, loaded with its route: each entry is a
 * dynamic import, so each screen is its own chunk and /login downloads none of the others (issue 10
 * "A fast first load"). A new screen plugs in with one line here; keys without an entry render the
 * "not available yet" page. Screens of one module (the access-code pages) share its chunk.
 */
const screens: Partial<Record<string, ScreenCode>> = {
  'sign-in': screenCode(() =>
    import('../features/sign-in/components/sign-in-page').then((m) => m.SignInPage),
  ),
  register: screenCode(() =>
    import('../features/registration/components/registration-page').then((m) => m.RegistrationPage),
  ),
  activate: screenCode(() =>
    import('../features/access-code/components/access-code-pages').then((m) => m.ActivatePage),
  ),
  verify: screenCode(() =>
    import('../features/access-code/components/access-code-pages').then((m) => m.VerifyPage),
  ),
  'activation-account-details': screenCode(() =>
    import('../features/access-code/components/access-code-pages').then(
      (m) => m.ActivationAccountDetailsPage,
    ),
  ),
  'activation-bank-details': screenCode(() =>
    import('../features/access-code/components/access-code-pages').then((m) => m.ActivationBankDetailsPage),
  ),
  'forgot-username': screenCode(() =>
    import('../features/account-recovery/components/forgot-username-page').then((m) => m.ForgotUsernamePage),
  ),
  'sent-username': screenCode(() =>
    import('../features/account-recovery/components/sent-username-page').then((m) => m.SentUsernamePage),
  ),
  'forgot-password': screenCode(() =>
    import('../features/account-recovery/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
  ),
  'reset-password': screenCode(() =>
    import('../features/account-recovery/components/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  claims: screenCode(() => import('../features/claims/components/claims-page').then((m) => m.ClaimsPage)),
  'claim-home': screenCode(() => import('./screens/claim-home-screen').then((m) => m.ClaimHomeScreen)),
  'account-updated': screenCode(() =>
    import('../features/account-updated/components/account-updated-page').then((m) => m.AccountUpdatedPage),
  ),
  account: screenCode(() => import('./screens/account-screen').then((m) => m.AccountScreen)),
  'personal-details': screenCode(() =>
    import('./screens/account-screen').then((m) => m.PersonalDetailsScreen),
  ),
  'update-password': screenCode(() =>
    import('../features/account/components/update-password-page').then((m) => m.UpdatePasswordPage),
  ),
  'contact-details': screenCode(() =>
    import('../features/account/components/stand-alone-pages').then((m) => m.ContactDetailsPage),
  ),
  'email-address': screenCode(() =>
    import('../features/account/components/stand-alone-pages').then((m) => m.EmailAddressPage),
  ),
  'mobile-number': screenCode(() =>
    import('../features/account/components/stand-alone-pages').then((m) => m.MobileNumberPage),
  ),
  'bank-details': screenCode(() =>
    import('../features/account/components/stand-alone-pages').then((m) => m.BankDetailsPage),
  ),
  inbox: screenCode(() =>
    import('../features/messaging/inbox/components/inbox-page').then((m) => m.InboxPage),
  ),
  'inbox-item-detail': screenCode(() =>
    import('../features/messaging/inbox/components/inbox-item-detail-page').then(
      (m) => m.InboxItemDetailPage,
    ),
  ),
  'sent-items': screenCode(() =>
    import('../features/messaging/sent-items/components/sent-items-page').then((m) => m.SentItemsPage),
  ),
  'sent-item-detail': screenCode(() =>
    import('../features/messaging/sent-items/components/sent-item-detail-page').then(
      (m) => m.SentItemDetailPage,
    ),
  ),
  'survey-validation': screenCode(() =>
    import('../features/survey/components/survey-validation-page').then((m) => m.SurveyValidationPage),
  ),
  'survey-intro': screenCode(() =>
    import('../features/survey/components/survey-intro-page').then((m) => m.SurveyIntroPage),
  ),
  survey: screenCode(() => import('../features/survey/components/survey-page').then((m) => m.SurveyPage)),
  'survey-outro': screenCode(() =>
    import('../features/survey/components/survey-outro-page').then((m) => m.SurveyOutroPage),
  ),
  'claim-timeline': screenCode(() =>
    import('../features/claim-timeline/components/claim-timeline-page').then((m) => m.ClaimTimelinePage),
  ),
  services: screenCode(() =>
    import('../features/services/components/services-page').then((m) => m.ServicesPage),
  ),
  'service-detail': screenCode(() =>
    import('../features/services/components/service-detail-page').then((m) => m.ServiceDetailPage),
  ),
  payments: screenCode(() =>
    import('../features/payments/components/payments-page').then((m) => m.PaymentsPage),
  ),
  disclaimer: screenCode(() =>
    import('../features/static-pages/components/static-pages').then((m) => m.DisclaimerPage),
  ),
  notice: screenCode(() =>
    import('../features/static-pages/components/static-pages').then((m) => m.NoticePage),
  ),
  'privacy-policy': screenCode(() =>
    import('../features/static-pages/components/static-pages').then((m) => m.PrivacyPolicyPage),
  ),
  accessibility: screenCode(() =>
    import('../features/static-pages/components/accessibility-statement').then(
      (m) => m.AccessibilityStatementPage,
    ),
  ),
  forms: screenCode(() => import('../features/forms/components/forms-hub-page').then((m) => m.FormsHubPage)),
  'submit-documents': screenCode(() =>
    import('../features/send-documents/components/send-documents-page').then((m) => m.SendDocumentsPage),
  ),
  'thank-you-documents': screenCode(() =>
    import('../features/send-documents/components/thank-you-documents-page').then(
      (m) => m.ThankYouDocumentsPage,
    ),
  ),
  'contact-us': screenCode(() =>
    import('../features/contact-us/components/contact-us-page').then((m) => m.ContactUsPage),
  ),
  'thank-you-contact-us': screenCode(() =>
    import('../features/contact-us/components/thank-you-contact-us-page').then(
      (m) => m.ThankYouContactUsPage,
    ),
  ),
  'authority-form': screenCode(() =>
    import('../features/authority-form/components/authority-form-page').then((m) => m.AuthorityFormPage),
  ),
  reimbursement: screenCode(() =>
    import('../features/reimbursement/components/reimbursement-page').then((m) => m.ReimbursementPage),
  ),
  'thank-you-reimbursement': screenCode(() =>
    import('../features/reimbursement/components/thank-you-reimbursement-page').then(
      (m) => m.ThankYouReimbursementPage,
    ),
  ),
};

/** The registered screen for a key, or undefined while the issue that builds it has not landed. */
export function registeredScreen(screen: string): ScreenCode | undefined {
  return screens[screen];
}

/** Every registered screen key (tests preload them all, as main.tsx preloads the current one). */
export const registeredScreenKeys: readonly string[] = Object.keys(screens);
