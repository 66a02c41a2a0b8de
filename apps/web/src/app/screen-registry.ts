import { lazyScreen, type LazyScreen } from './lazy-screen';

/**
 * Screen key (route-table.ts `screen`) -> the screen's code, loaded with its route: each entry is a
 * dynamic import, so each screen is its own chunk and /login downloads none of the others (issue 10
 * "A fast first load"). A new screen plugs in with one line here; keys without an entry render the
 * "not available yet" page. Screens of one module (the access-code pages) share its chunk.
 */
const screens: Partial<Record<string, LazyScreen>> = {
  'sign-in': lazyScreen(() =>
    import('../features/sign-in/components/sign-in-page').then((m) => m.SignInPage),
  ),
  register: lazyScreen(() =>
    import('../features/registration/components/registration-page').then((m) => m.RegistrationPage),
  ),
  activate: lazyScreen(() =>
    import('../features/access-code/components/access-code-pages').then((m) => m.ActivatePage),
  ),
  verify: lazyScreen(() =>
    import('../features/access-code/components/access-code-pages').then((m) => m.VerifyPage),
  ),
  'activation-account-details': lazyScreen(() =>
    import('../features/access-code/components/access-code-pages').then(
      (m) => m.ActivationAccountDetailsPage,
    ),
  ),
  'activation-bank-details': lazyScreen(() =>
    import('../features/access-code/components/access-code-pages').then((m) => m.ActivationBankDetailsPage),
  ),
  'forgot-username': lazyScreen(() =>
    import('../features/account-recovery/components/forgot-username-page').then((m) => m.ForgotUsernamePage),
  ),
  'sent-username': lazyScreen(() =>
    import('../features/account-recovery/components/sent-username-page').then((m) => m.SentUsernamePage),
  ),
  'forgot-password': lazyScreen(() =>
    import('../features/account-recovery/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
  ),
  'reset-password': lazyScreen(() =>
    import('../features/account-recovery/components/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  claims: lazyScreen(() => import('../features/claims/components/claims-page').then((m) => m.ClaimsPage)),
  'claim-home': lazyScreen(() =>
    import('../features/claim-home/components/claim-home-page').then((m) => m.ClaimHomePage),
  ),
  'account-updated': lazyScreen(() =>
    import('../features/account-updated/components/account-updated-page').then((m) => m.AccountUpdatedPage),
  ),
  account: lazyScreen(() => import('./screens/account-screen').then((m) => m.AccountScreen)),
  'personal-details': lazyScreen(() =>
    import('./screens/account-screen').then((m) => m.PersonalDetailsScreen),
  ),
  'update-password': lazyScreen(() =>
    import('../features/account/components/update-password-page').then((m) => m.UpdatePasswordPage),
  ),
  'contact-details': lazyScreen(() =>
    import('../features/account/components/stand-alone-pages').then((m) => m.ContactDetailsPage),
  ),
  'email-address': lazyScreen(() =>
    import('../features/account/components/stand-alone-pages').then((m) => m.EmailAddressPage),
  ),
  'mobile-number': lazyScreen(() =>
    import('../features/account/components/stand-alone-pages').then((m) => m.MobileNumberPage),
  ),
  'bank-details': lazyScreen(() =>
    import('../features/account/components/stand-alone-pages').then((m) => m.BankDetailsPage),
  ),
  inbox: lazyScreen(() =>
    import('../features/messaging/inbox/components/inbox-page').then((m) => m.InboxPage),
  ),
  'inbox-item-detail': lazyScreen(() =>
    import('../features/messaging/inbox/components/inbox-item-detail-page').then(
      (m) => m.InboxItemDetailPage,
    ),
  ),
  'sent-items': lazyScreen(() =>
    import('../features/messaging/sent-items/components/sent-items-page').then((m) => m.SentItemsPage),
  ),
  'sent-item-detail': lazyScreen(() =>
    import('../features/messaging/sent-items/components/sent-item-detail-page').then(
      (m) => m.SentItemDetailPage,
    ),
  ),
  'survey-validation': lazyScreen(() =>
    import('../features/survey/components/survey-validation-page').then((m) => m.SurveyValidationPage),
  ),
  'survey-intro': lazyScreen(() =>
    import('../features/survey/components/survey-intro-page').then((m) => m.SurveyIntroPage),
  ),
  survey: lazyScreen(() => import('../features/survey/components/survey-page').then((m) => m.SurveyPage)),
  'survey-outro': lazyScreen(() =>
    import('../features/survey/components/survey-outro-page').then((m) => m.SurveyOutroPage),
  ),
  services: lazyScreen(() =>
    import('../features/services/components/services-page').then((m) => m.ServicesPage),
  ),
  'service-detail': lazyScreen(() =>
    import('../features/services/components/service-detail-page').then((m) => m.ServiceDetailPage),
  ),
  disclaimer: lazyScreen(() =>
    import('../features/static-pages/components/static-pages').then((m) => m.DisclaimerPage),
  ),
  notice: lazyScreen(() =>
    import('../features/static-pages/components/static-pages').then((m) => m.NoticePage),
  ),
  'privacy-policy': lazyScreen(() =>
    import('../features/static-pages/components/static-pages').then((m) => m.PrivacyPolicyPage),
  ),
  forms: lazyScreen(() => import('../features/forms/components/forms-hub-page').then((m) => m.FormsHubPage)),
  'submit-documents': lazyScreen(() =>
    import('../features/send-documents/components/send-documents-page').then((m) => m.SendDocumentsPage),
  ),
  'thank-you-documents': lazyScreen(() =>
    import('../features/send-documents/components/thank-you-documents-page').then(
      (m) => m.ThankYouDocumentsPage,
    ),
  ),
  'contact-us': lazyScreen(() =>
    import('../features/contact-us/components/contact-us-page').then((m) => m.ContactUsPage),
  ),
  'thank-you-contact-us': lazyScreen(() =>
    import('../features/contact-us/components/thank-you-contact-us-page').then(
      (m) => m.ThankYouContactUsPage,
    ),
  ),
  'authority-form': lazyScreen(() =>
    import('../features/authority-form/components/authority-form-page').then((m) => m.AuthorityFormPage),
  ),
  reimbursement: lazyScreen(() =>
    import('../features/reimbursement/components/reimbursement-page').then((m) => m.ReimbursementPage),
  ),
  'thank-you-reimbursement': lazyScreen(() =>
    import('../features/reimbursement/components/thank-you-reimbursement-page').then(
      (m) => m.ThankYouReimbursementPage,
    ),
  ),
};

/** The registered screen for a key, or undefined while the issue that builds it has not landed. */
export function registeredScreen(screen: string): LazyScreen | undefined {
  return screens[screen];
}

/** Every registered screen key (tests preload them all, as main.tsx preloads the current one). */
export const registeredScreenKeys: readonly string[] = Object.keys(screens);
