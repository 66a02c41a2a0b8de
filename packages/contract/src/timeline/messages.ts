import { screenTitles } from '../shell/screen-titles.js';

/**
 * What's happening (issue 32), all ours. Placeholders: {form} (a form's name below), {provider},
 * {amount}, {date}.
 */
export const timelineMessages = {
  title: screenTitles.claimTimeline,
  intro: 'What has happened on this claim, newest first.',
  empty: 'Nothing has happened on this claim yet.',
  loading: "Loading what's happening",
  loadFailed: "We could not load what's happening on your claim.",
  tryAgain: 'Try again',
  showMore: 'Show more',
  allShown: 'That is everything on this claim.',
  letters: 'Letters',
  seeAll: "See everything that's happening",
  homeEmpty: 'Nothing has happened on this claim yet.',
  links: {
    sentItems: 'See it in Sent items',
    payments: 'See your payments',
  },
  submittedTitle: 'You sent {form}',
  submittedBody: 'We have your {form}.',
  receivedTitle: '{provider} received your {form}',
  receivedBody: 'It is now with your claims team.',
  /**
   * ADR 0040: the signed-in page shows the amount, as the Payments page does; notices never carry it.
   */
  paymentTitle: 'Payment made',
  paymentBody: '{amount} was paid.',
  paymentBodyNoAmount: 'A payment was made on your claim.',
  /** A submission's form, by the pipeline's kind. */
  forms: {
    documents: 'documents',
    receipts: 'reimbursement claim',
    contactUs: 'enquiry',
    authorityForm: 'signed authority form',
    personalDetails: 'personal details change request',
    survey: 'self-assessment',
    other: 'form',
  },
} as const;
