import { messages } from '@portal/contract';
import type { Crumb, RouteMeta } from '../lib/routing/route-types';

/**
 * The full route table of both spec parts (part 1 §2, part 2 §2). Screen titles that the contract
 * spells come from it; the rest are page copy. Other screens' titles come from the contract's
 * `screenTitles`, not their screens' groups: this table is in the entry every page loads.
 */
const titles = messages.screenTitles;
const home: Crumb = { label: messages.shell.toolbar.home, to: '/claim' };
const sendDocuments: Crumb = { label: messages.shell.toolbar.sendDocuments, to: '/forms' };
const inbox: Crumb = { label: titles.inbox, to: '/inbox' };
const myDetails: Crumb = { label: titles.myDetails, to: '/account' };
const services: Crumb = { label: titles.services, to: '/services' };

const signIn = { access: 'signInOnly', toolbar: { left: 'none', right: 'phone' } } as const;
const publicPage = { access: 'public', toolbar: { left: 'back', right: 'phone' } } as const;
const claimPage = { access: 'claim', toolbar: { left: 'menu', right: 'home' } } as const;
const editPage = { access: 'claim', toolbar: { left: 'cancel', right: 'home' } } as const;

export const routeTable: readonly RouteMeta[] = [
  // Part 1: sign-in, registration and recovery.
  { ...signIn, screen: 'sign-in', path: '/login', title: messages.signIn.submit },
  { ...signIn, screen: 'sign-in', path: '/login/m', title: messages.signIn.submit, mobileApp: true },
  { ...signIn, screen: 'sign-in', path: '/login/m;nh=1', title: messages.signIn.submit, mobileApp: true },
  { ...publicPage, screen: 'register', path: '/register', title: titles.registration },
  // Reached signed out (reset password, not-activated sign-in) and with a registration session.
  { ...publicPage, screen: 'activate', path: '/activate', title: titles.accessCode },
  {
    screen: 'verify',
    path: '/verify',
    title: titles.accessCode,
    access: 'signedIn',
    toolbar: { left: 'back', right: 'phone' },
  },
  {
    ...publicPage,
    screen: 'forgot-username',
    path: '/forgotusername',
    title: titles.forgotUsername,
  },
  {
    ...publicPage,
    screen: 'sent-username',
    path: '/sentusername',
    title: 'Username sent',
    requiresSentVia: true,
  },
  {
    ...publicPage,
    screen: 'forgot-password',
    path: '/forgotpassword',
    title: titles.forgotPassword,
  },
  {
    ...publicPage,
    screen: 'reset-password',
    path: '/resetpassword',
    title: titles.resetPassword,
    requiresResetToken: true,
  },

  // Part 1: claims and the account area.
  { screen: 'claims', path: '/claims', title: titles.claims, access: 'signedIn', toolbar: 'hidden' },
  { ...claimPage, screen: 'claim-home', path: '/claim', title: messages.shell.toolbar.home },
  { ...claimPage, screen: 'account', path: '/account', title: titles.myDetails, breadcrumbs: [home] },
  ...(
    [
      ['personal-details', titles.myDetailsSections.personal],
      ['contact-details', titles.myDetailsSections.contact],
      ['email-address', titles.myDetailsSections.email],
      ['mobile-number', titles.myDetailsSections.mobile],
      ['bank-details', titles.myDetailsSections.bank],
    ] as const
  ).map(([path, title]): RouteMeta => ({
    ...editPage,
    screen: path,
    path: `/${path}`,
    title,
    breadcrumbs: [home, myDetails],
  })),
  {
    ...editPage,
    screen: 'activation-account-details',
    path: '/activationaccountdetails',
    title: titles.accessCode,
    breadcrumbs: [home, myDetails],
  },
  {
    ...editPage,
    screen: 'activation-bank-details',
    path: '/activationbankdetails',
    title: titles.accessCode,
    breadcrumbs: [home],
  },
  {
    ...editPage,
    screen: 'update-password',
    path: '/updatepassword',
    title: 'Change password',
    breadcrumbs: [home, myDetails],
  },
  {
    ...claimPage,
    screen: 'account-updated',
    path: '/accountupdated/:type/:success',
    title: 'Details updated',
    breadcrumbs: [home, myDetails],
  },

  // Part 2: messaging.
  { ...claimPage, screen: 'inbox', path: '/inbox', title: titles.inbox, breadcrumbs: [home] },
  {
    ...claimPage,
    screen: 'inbox-item-detail',
    path: '/inbox-item-detail',
    title: 'Message',
    toolbar: { left: 'back', right: 'home' },
    breadcrumbs: [home, inbox],
  },
  {
    ...claimPage,
    screen: 'sent-items',
    path: '/sent-items',
    title: titles.sentItems,
    breadcrumbs: [home, inbox],
    requiresSentData: true,
  },
  {
    ...claimPage,
    screen: 'sent-item-detail',
    path: '/sent-item-detail',
    title: 'Sent item',
    toolbar: { left: 'back', right: 'home' },
    breadcrumbs: [home, inbox],
    requiresSentData: true,
  },

  // Part 2: documents, reimbursement, enquiries, authority form and thank-you pages.
  {
    ...claimPage,
    screen: 'forms',
    path: '/forms',
    title: messages.shell.toolbar.sendDocuments,
    breadcrumbs: [home],
  },
  {
    ...claimPage,
    screen: 'submit-documents',
    path: '/submitdocuments',
    title: 'Submit documents',
    breadcrumbs: [home, sendDocuments],
  },
  {
    ...claimPage,
    screen: 'reimbursement',
    path: '/reimbursementform',
    title: messages.shell.toolbar.claimReimbursement,
    breadcrumbs: [home],
  },
  {
    ...claimPage,
    screen: 'authority-form',
    path: '/authorityform',
    title: 'Authority form',
    breadcrumbs: [home, sendDocuments],
  },
  {
    ...claimPage,
    screen: 'contact-us',
    path: '/contactus',
    title: messages.shell.toolbar.sendMessage,
    breadcrumbs: [home],
  },
  {
    ...claimPage,
    screen: 'thank-you-documents',
    path: '/thankyou-documents',
    title: 'Thank you',
    breadcrumbs: [home],
  },
  {
    ...claimPage,
    screen: 'thank-you-reimbursement',
    path: '/thankyou-reimbursement',
    title: 'Thank you',
    breadcrumbs: [home],
  },
  {
    ...claimPage,
    screen: 'thank-you-contact-us',
    path: '/thankyou-contact-us',
    title: 'Thank you',
    breadcrumbs: [home],
  },

  // Part 2: self-assessment survey (its own token, no portal sign-in).
  // The steps share their heading; each browser tab names its step (issue 30 item 8).
  {
    ...publicPage,
    screen: 'survey-validation',
    path: '/surveyvalidation',
    title: titles.survey,
    documentTitle: titles.surveySteps.identify,
  },
  {
    ...publicPage,
    screen: 'survey-validation',
    path: '/myneeds',
    title: titles.survey,
    documentTitle: titles.surveySteps.identify,
  },
  {
    ...publicPage,
    screen: 'survey-intro',
    path: '/surveyintro',
    title: titles.survey,
    documentTitle: titles.surveySteps.intro,
  },
  {
    ...publicPage,
    screen: 'survey',
    path: '/survey',
    title: titles.survey,
    documentTitle: titles.surveySteps.questions,
  },
  {
    ...publicPage,
    screen: 'survey-outro',
    path: '/surveyoutro',
    title: titles.survey,
    documentTitle: titles.surveySteps.outro,
  },

  // Issue 32: What's happening, the claim's timeline.
  {
    ...claimPage,
    screen: 'claim-timeline',
    path: '/claim-timeline',
    title: titles.claimTimeline,
    breadcrumbs: [home],
  },

  // Part 2: services and static pages.
  {
    ...claimPage,
    screen: 'services',
    path: '/services',
    title: titles.services,
    breadcrumbs: [home],
  },
  {
    ...claimPage,
    screen: 'service-detail',
    path: '/services/:id',
    title: titles.services,
    breadcrumbs: [home, services],
  },
  // Issue 32: the selected claim's payments.
  {
    ...claimPage,
    screen: 'payments',
    path: '/payments',
    title: titles.payments,
    breadcrumbs: [home],
  },
  {
    ...publicPage,
    screen: 'disclaimer',
    path: '/disclaimer',
    title: messages.shell.footer.terms,
    nhHidesFooter: true,
  },
  {
    ...publicPage,
    screen: 'notice',
    path: '/notice',
    title: 'Information collection notice',
    nhHidesFooter: true,
  },
  {
    ...publicPage,
    screen: 'privacy-policy',
    path: '/privacypolicy',
    title: messages.shell.footer.privacy,
    toolbarSignedInOnly: true,
  },
  // Issue 30: the accessibility statement, ours; linked from the footer on every page (ADR 0007).
  {
    ...publicPage,
    screen: 'accessibility',
    path: '/accessibility',
    title: messages.shell.accessibilityStatement,
  },
];

/** Where unknown paths go (part 1 §2); /claims itself sends a signed-out visitor to /login. */
export const FALLBACK_PATH = '/claims';
export const SIGN_IN_PATH = '/login';
