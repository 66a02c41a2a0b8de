import { contactDetailsTexts } from '../contact-details/messages.js';
import { fieldMessages } from '../shared/field-messages.js';
import { goToSignIn } from '../session/messages.js';
import { screenTitles } from '../shell/screen-titles.js';

/** Registration screens (spec part 1 §2, §4, §5). Placeholders: {provider}, {phone} from branding. */

export const registrationMessages = {
  title: screenTitles.registration,
  maintenanceTitle: 'Maintenance',
  backToSignIn: goToSignIn,
  sameAsHome: 'Postal address is the same as home address', // ours
  /** A forced invalid submit alerts this heading, one line per problem, then the help line. */
  invalidSubmit: {
    heading: 'Please resolve the following issues before submitting:',
    homeAddress: 'Please select a valid home address',
    postalAddress: 'Please select a valid postal address',
    terms: fieldMessages.terms,
  },
  /** Shown when a forced submit finds no known problem, followed by the steps. */
  unexpectedFormError: {
    heading: 'Unexpected Form Error.',
    steps: [
      'Please refresh the page and try again.', // ours
      'If the problem persists, call {provider} on {phone}.', // ours
    ],
  },
  /** Delivery or PO box address picked as home (informational, part 1 §5). */
  homeAddressPoBox: contactDetailsTexts.homeAddressPoBox,
} as const;
