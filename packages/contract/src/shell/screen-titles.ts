/**
 * The screens' titles that the web app's route table names its routes by (apps/web
 * `app/route-table.ts`, in the entry chunk every page loads). Each screen's own group reads its title
 * from here, so the entry carries these few texts and not the whole groups of the inbox, My Details,
 * the survey and the rest (issue 28, /login's script budget).
 */
export const screenTitles = {
  registration: 'Registration',
  accessCode: 'Access Code',
  forgotUsername: 'Forgot username',
  forgotPassword: 'Forgot password',
  resetPassword: 'Reset password', // ours
  claims: 'My Claims',
  myDetails: 'My Details', // ours (the route's name in the spec)
  myDetailsSections: {
    personal: 'Name & Date of Birth',
    mobile: 'Mobile Number',
    email: 'Email Address',
    contact: 'Contact Details',
    bank: 'Bank Account Details',
  },
  inbox: 'Inbox',
  sentItems: 'Sent Items',
  services: 'What we can pay for',
  survey: 'My self-assessment',
  payments: 'Payments', // ours (issue 32)
  claimTimeline: "What's happening", // ours (issue 32)
  /** The browser tab of each survey step, which share the heading above (issue 30 item 8). */
  surveySteps: {
    identify: 'My self-assessment: identify yourself', // ours
    intro: 'My self-assessment: before you start', // ours
    questions: 'My self-assessment: questions', // ours
    outro: 'My self-assessment: finished', // ours
  },
} as const;
