import { claimantErrors } from '../shared/errors.js';
import { screenTitles } from '../shell/screen-titles.js';

/**
 * Self-assessment survey (spec part 2 §2, §5).
 * Placeholders: {provider}, {phone} from branding.
 */
export const surveyMessages = {
  title: screenTitles.survey,
  /** The browser tab of each step, which share the heading above (issue 30 item 8). */
  stepTitles: screenTitles.surveySteps,
  identify: 'Before you can start the {provider} survey we need to identify you.',
  needHelp: 'Need help? Contact us on {phone}',
  duration: 'The survey takes about 2 minutes.', // ours (spec paraphrases it)
  continuePrompt: 'Would you like to continue?',
  yes: 'Yes',
  no: 'No',
  pleaseSelect: 'Please Select',
  answerAll: claimantErrors.surveyIncomplete.Message, // ours
  register: 'Register',
  login: 'Login',
} as const;
