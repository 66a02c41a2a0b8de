import { claimantErrors } from './errors.js';

/**
 * Field validation messages (spec part 1 §5 and "Registration extras", part 2 §5). Where the spec
 * gives a message it is quoted exactly; where it gives none we chose one, marked `// ours`.
 * Texts the server also answers with are taken from the error catalogue so each is spelled once.
 */
export const fieldMessages = {
  signIn: {
    email: 'Email not found, try again.',
    password: claimantErrors.signInFailed.Message,
  },
  username: 'Username must be an email, try again',
  name: {
    firstName: 'Enter your First Name between 1-60 characters',
    middleName: 'Enter your Middle Name between 1-60 characters',
    lastName: 'Enter your Last Name between 1-60 characters',
    surname: 'Enter your Surname between 1-60 characters',
    title: 'Please select a title', // ours
  },
  dateOfBirth: {
    format: 'Enter your date of birth in dd/mm/yyyy format.',
    invalid: 'Enter a valid Date of Birth',
  },
  claimNumber: 'Enter a valid claim number e.g. 12/34567',
  mobile: 'Enter a valid Australian 10 digit phone number',
  email: {
    invalid: 'Enter a valid email address',
    /** The account must keep an e-mail: shown when the account e-mail is emptied. */
    incorrect: 'Email Incorrect.',
  },
  /** Retrieval forms need at least one contact method (part 1 §5). */
  mobileOrEmail: 'Enter your mobile number or email address', // ours
  password: {
    invalid: 'Enter a valid password',
    mismatch: claimantErrors.passwordMismatch.Message,
    newRules: claimantErrors.passwordRules.Message,
    currentRequired: 'Enter your current password', // ours
    currentWrong: claimantErrors.currentPasswordWrong.Message,
    /** The rule as every new-password field words it: register, reset and change (issue 10 item 9). */
    rulesHint:
      '8 to 16 characters, using at least 3 of: lowercase letters, uppercase letters, numbers and symbols.', // ours
  },
  bank: {
    accountName: 'Enter an Account Name between 1-100 characters',
    bsb: claimantErrors.bsbUnknown.Message,
    accountNumber: 'Enter an Account Number between 6-9 digits',
  },
  phone: {
    areaCode: 'Area Code*',
    number: 'Enter 8 digit phone number',
  },
  address: {
    home: 'Home address required.',
    postal: 'Postal address required.',
    registrationHome: 'Home Address required.',
    registrationPostal: 'Postal Address required.',
  },
  reason: {
    required: 'Please select a reason',
    other: 'Please provide a reason between 1-250 characters',
  },
  file: {
    tooLarge: claimantErrors.fileTooLarge.Message,
    typeNotAccepted: claimantErrors.fileTypeNotAccepted.Message,
  },
  accessCode: 'Enter the 4 digit access code', // ours
  terms: "Please read and agree to {provider}'s Terms & Conditions",
  currency: 'Enter a valid amount e.g. $12.50', // ours
} as const;
