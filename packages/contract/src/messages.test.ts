import { describe, expect, it } from 'vitest';
import { brandingValues, formatMessage } from './shared/branding.js';
import { composeRedirectToast, messages } from './messages.js';

const tac = (template: string) => formatMessage(template, brandingValues());

function allTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(allTexts);
  return [];
}

describe('messages quote the spec exactly (part 1)', () => {
  it('spells the shell, alert and error texts as the spec does', () => {
    expect(messages.shell.footer.terms).toBe('Terms & Conditions');
    expect(messages.shell.footer.privacy).toBe('Privacy Policy');
    expect(tac(messages.shell.leaveSite)).toBe(
      'You are about to leave the TAC website. Do you wish to continue?',
    );
    expect(messages.shell.processing).toBe('Please wait. We are processing your request.');
    expect(tac(messages.shell.helpLine)).toBe('Having trouble? Call TAC on 1300 654 329');
    expect(messages.alerts.timeout).toBe('Sorry, request timed out. Please try again.');
    expect(messages.alerts.errorCodeLabel).toBe('Error Code: ');
    expect(formatMessage(messages.alerts.uploadError, { number: 172, message: 'Oops' })).toBe(
      'Error 172: Oops',
    );
    expect(messages.alerts.claimsUnavailable).toBe(
      'Unable to retrieve claims. Please contact support if the issue persists.',
    );
    expect(tac(formatMessage(messages.alerts.noContactMethod, { detail: 'bank details' }))).toBe(
      'Please update your contact details to receive an access code prior to updating your bank details or call TAC on 1300 654 329.',
    );
    expect(tac(messages.alerts.informationNotFound)).toBe(
      'Your information could not be found. Please try again or contact the TAC on 1300 654 329',
    );
    expect(messages.alerts.submitFailed).toBe('Error: Failed to submit form');
  });

  it('spells the field validation messages as the spec does', () => {
    const f = messages.fields;
    expect(f.signIn.email).toBe('Email not found, try again.');
    expect(f.signIn.password).toBe('Provide valid login details');
    expect(f.username).toBe('Username must be an email, try again');
    expect(f.name.firstName).toBe('Enter your First Name between 1-60 characters');
    expect(f.name.middleName).toBe('Enter your Middle Name between 1-60 characters');
    expect(f.name.lastName).toBe('Enter your Last Name between 1-60 characters');
    expect(f.name.surname).toBe('Enter your Surname between 1-60 characters');
    expect(f.dateOfBirth.format).toBe('Enter your date of birth in dd/mm/yyyy format.');
    expect(f.dateOfBirth.invalid).toBe('Enter a valid Date of Birth');
    expect(f.claimNumber).toBe('Enter a valid claim number e.g. 12/34567');
    expect(f.mobile).toBe('Enter a valid Australian 10 digit phone number');
    expect(f.email.invalid).toBe('Enter a valid email address');
    expect(f.email.incorrect).toBe('Email Incorrect.');
    expect(f.password.invalid).toBe('Enter a valid password');
    expect(f.password.mismatch).toBe('Password must match');
    expect(f.password.newRules).toBe('New Password must follow rules.');
    expect(f.password.currentWrong).toBe('Invalid password. Try again');
    expect(f.bank.accountName).toBe('Enter an Account Name between 1-100 characters');
    expect(f.bank.bsb).toBe('Enter a valid 6 digit BSB number');
    expect(f.bank.accountNumber).toBe('Enter an Account Number between 6-9 digits');
    expect(f.phone.areaCode).toBe('Area Code*');
    expect(f.phone.number).toBe('Enter 8 digit phone number');
    expect(f.address.home).toBe('Home address required.');
    expect(f.address.postal).toBe('Postal address required.');
    expect(f.address.registrationHome).toBe('Home Address required.');
    expect(f.address.registrationPostal).toBe('Postal Address required.');
    expect(f.reason.required).toBe('Please select a reason');
    expect(f.reason.other).toBe('Please provide a reason between 1-250 characters');
    expect(f.file.tooLarge).toBe('Document must be below 10MB');
    expect(f.file.typeNotAccepted).toBe('Document type is not accepted');
  });

  it('spells the registration, retrieval and access-code texts as the spec does', () => {
    const r = messages.registration.invalidSubmit;
    expect(r.heading).toBe('Please resolve the following issues before submitting:');
    expect(r.homeAddress).toBe('Please select a valid home address');
    expect(r.postalAddress).toBe('Please select a valid postal address');
    expect(tac(r.terms)).toBe("Please read and agree to TAC's Terms & Conditions");
    expect(messages.registration.unexpectedFormError.heading).toBe('Unexpected Form Error.');
    expect(formatMessage(messages.retrieval.errorCount, { n: 3 })).toBe('There are 3 errors in this form');
    const a = messages.accessCode;
    expect(formatMessage(a.incorrect, { type: 'mobile' })).toBe(
      'The mobile code is incorrect. Please try again',
    );
    expect(formatMessage(a.expired, { type: 'email' })).toContain(
      'code has expired. Please request a new code',
    );
    expect(formatMessage(a.newCodeSent, { type: 'email' })).toBe('New email code sent');
    expect(tac(a.help)).toBe('Having trouble? Call TAC on 1300 654 329');
  });

  it('spells the claims, claim home and My Details texts as the spec does', () => {
    expect(messages.claims.title).toBe('My Claims');
    expect(messages.claims.prompt).toBe('Select the claim you would like to manage');
    expect(messages.claims.locationNotListed).toBe('Not listed');
    expect(formatMessage(messages.claimHome.greeting, { firstName: 'Ann' })).toBe('Hi Ann');
    expect(messages.claimHome.verifyBankBanner).toBe('Verify your bank details to receive payments');
    const t = messages.myDetails.toasts;
    expect(tac(t.personalDetailsSent)).toBe('Your Personal Details have been sent to TAC for approval');
    expect(t.personalDetailsFailed).toBe('Your Personal Details failed to save');
    expect(t.contactUpdated).toBe('Your contact details have been updated');
    expect(t.contactFailed).toBe('Your contact details failed to save');
    expect(t.bankUpdated).toBe('Your bank account details have been updated');
    expect(t.bankFailed).toBe('Your bank details failed to send');
    expect(messages.myDetails.preferences.emailMissing).toBe(
      'Update your Email under Contact Details to select Email as your preferred contact method.',
    );
    expect(messages.myDetails.sections.personal).toBe('Name & Date of Birth');
  });
});

describe('messages quote the spec exactly (part 2)', () => {
  it('spells the inbox and sent-items texts as the spec does', () => {
    expect(formatMessage(messages.inbox.count, { n: 4 })).toBe('You have 4 messages');
    expect(formatMessage(messages.inbox.showing, { from: 1, to: 10, total: 42 })).toBe(
      'Showing 1 - 10 of 42',
    );
    expect(messages.inbox.empty).toBe('There are no messages to display.');
    expect(messages.inbox.noSelection).toBe('Select a message to view the details');
    expect(messages.inbox.dateRanges['6months']).toBe('In the last 6 months');
    expect(formatMessage(messages.sentItems.count, { n: 2 })).toBe('You have 2 Sent Items');
    expect(formatMessage(messages.sentItems.sentAt, { time: '9:05 am', date: '01/02/2024' })).toBe(
      'Sent at 9:05 am on 01/02/2024',
    );
    expect(formatMessage(messages.formsHub.draftEdited, { date: '01/02/2024' })).toBe(
      'Draft - edited 01/02/2024',
    );
  });

  it('spells the forms, contact-us, thank-you and survey texts as the spec does', () => {
    expect(messages.shell.unsavedChanges).toBe('You are about to lose your recent changes');
    expect(messages.reimbursement.discardConfirm).toBe(
      'You are about to lose the uploaded information. Are you sure?',
    );
    expect(messages.reimbursement.payee).toBe('Please choose who to pay');
    expect(messages.reimbursement.receiptType).toBe('Please select a receipt type');
    const c = messages.contactUs;
    expect(c.intro).toBe(
      "We're here to help. Send us a message using the form below and we'll get back to you.",
    );
    expect(c.enquiryType).toBe('Please select an enquiry type');
    expect(c.messageRequired).toBe('Please provide a message for your enquiry');
    expect(c.messagePlaceholder).toBe('Max 950 characters');
    expect(c.reason).toBe('Reason must be between 1 - 25 characters');
    expect(c.callCentreNotice).toBe(
      'We are available to take your call between 8:30am to 5:30pm AEST, Monday to Friday',
    );
    expect(c.uploading).toBe('Uploading...');
    expect(formatMessage(c.uploadProgress, { n: 2, total: 3 })).toBe('Uploading documents 2 of 3');
    expect(c.uploadFormFailed).toBe('Failed to upload form');
    expect(c.submitFailed).toBe('Failed to submit form');
    expect(tac(messages.thankYou.documents)).toBe(
      'Your document has been submitted and the TAC will respond to you shortly',
    );
    expect(messages.thankYou.reimbursement).toBe(
      'Your reimbursement request has been submitted, we will contact you if we need further information. Payments are usually made within 10 business days into your bank account.',
    );
    expect(messages.thankYou.contactUs.startsWith('Your enquiry has been submitted')).toBe(true);
    expect(tac(messages.survey.identify)).toBe(
      'Before you can start the TAC survey we need to identify you.',
    );
    expect(tac(messages.survey.needHelp)).toBe('Need help? Contact us on 1300 654 329');
    expect(messages.survey.continuePrompt).toBe('Would you like to continue?');
    expect(messages.survey.pleaseSelect).toBe('Please Select');
  });
});

describe('message catalogue hygiene', () => {
  it('never spells the provider name or phone line literally, so branding can replace them', () => {
    const literal = allTexts(messages).filter((text) => /\bTAC\b|1300 654 329/.test(text));
    expect(literal).toEqual([]);
  });

  it('uses only the known placeholders', () => {
    const known = new Set([
      'provider',
      'phone',
      'n',
      'type',
      'total',
      'from',
      'to',
      'date',
      'time',
      'firstName',
      'detail',
      'number',
      'message',
      'version',
      'code',
      'minutes',
      'username',
      'url',
      'name',
      'amount',
      'action',
      'subject',
      'reason',
      'days',
      'hours',
      // The disabled submit button's reason names the button's own action (shell.submitBlocked).
      'action',
      // What's happening (issue 32): the name of the form a timeline entry is about.
      'form',
    ]);
    const used = allTexts(messages).flatMap((text) =>
      [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
    );
    expect(used.filter((name) => !known.has(name ?? ''))).toEqual([]);
  });
});

describe('composeRedirectToast', () => {
  it('reads a password change as a success whatever the outcome', () => {
    expect(composeRedirectToast('password', 'success')).toBe('Password successfully updated');
  });

  it('joins "Your {type} " with the ending the outcome asks for', () => {
    expect(composeRedirectToast('contact-details', 'error')).toBe('Your contact details failed to save');
    expect(tac(composeRedirectToast('personal-details', 'approval'))).toBe(
      'Your personal details have been sent to TAC for approval',
    );
    expect(composeRedirectToast('bank-details', 'success')).toBe(
      'Your bank account details have been updated',
    );
    expect(composeRedirectToast('mobile-number', 'success')).toBe('Your mobile number has been updated');
    expect(composeRedirectToast('email-address', 'success')).toBe('Your email address has been updated');
  });
});
