import { serverErrors } from '../errors.js';

/**
 * Self-assessment survey, services and static pages (spec part 2 §2, §5).
 * Placeholders: {provider}, {phone} from branding.
 */
export const surveyMessages = {
  title: 'My self-assessment',
  identify: 'Before you can start the {provider} survey we need to identify you.',
  needHelp: 'Need help? Contact us on {phone}',
  duration: 'The survey takes about 2 minutes.', // ours (spec paraphrases it)
  continuePrompt: 'Would you like to continue?',
  yes: 'Yes',
  no: 'No',
  pleaseSelect: 'Please Select',
  answerAll: serverErrors.surveyIncomplete.Message, // ours
  register: 'Register',
  login: 'Login',
} as const;

export const servicesMessages = {
  title: 'What we can pay for',
  excessNote: '* An excess applies', // ours
} as const;
