import { SURVEY_OUTRO_CONTENT_NAME } from '@portal/contract';

/**
 * Content items (RESOLUTIONS.md "Branding"; spec part 2 §2 "Static pages", "Services", "Send
 * documents", "Self-assessment survey" outro). Each item is a list of HTML entries; servicelist's second
 * entry is the footer.
 * `{provider}` and `{phone}` are filled from branding when seeded.
 */
export const demoContent: Readonly<Record<string, readonly string[]>> = {
  // The consent and privacy text of the authority form (issue 13); the signed record prints it as shown.
  authorityform: [
    '<p>I authorise any doctor, hospital, health practitioner, employer, insurer, government agency or ' +
      'other person or organisation that holds information about me to give {provider} the information ' +
      '{provider} asks for about my injuries, treatment, employment and earnings, for the purposes of my ' +
      'claim.</p><p>{provider} collects this information under the Transport Accident Act 1986 to decide ' +
      'and manage my claim. {provider} may also give information about my claim to the people and ' +
      'organisations named above where the law allows. I can ask to see the information {provider} holds ' +
      'about me by calling {phone}.</p><p>This authority remains in force until I withdraw it in writing. ' +
      'A copy of this authority is as valid as the original.</p>',
  ],
  submitdocs: [
    '<p>Use this form to send us documents about your claim, such as medical certificates, invoices, ' +
      'certificates of capacity and payslips.</p><p>Choose the type of document, add a message if you ' +
      'wish, and attach your files. Each file must be below 10MB. To claim money back for expenses you ' +
      'have paid, use the Reimbursement Form instead.</p>',
  ],
  servicelist: [
    '<p>These are some of the services {provider} can help pay for after a transport accident. Select a ' +
      'service to find out what is covered and how to arrange it.</p>',
    '<p>* An excess may apply to medical services if you were not admitted to hospital. Call us on ' +
      '{phone} to find out more.</p>',
  ],
  terms: [
    '<h2>Terms of use</h2>' +
      '<p>These terms apply to your use of the {provider} client portal and mobile application (the ' +
      'portal). By registering for or using the portal you agree to them.</p>' +
      '<h3>What the portal lets you do</h3><p>The portal lets you manage your personal details, submit ' +
      'queries and requests, search for service providers, use a secure inbox to receive messages about ' +
      'your claim, submit electronic forms and upload supporting documents.</p>' +
      '<h3>Who can register</h3><p>To register you must be a natural person with a claim with {provider} ' +
      'and be aged 16 years or over. You must give true and complete information and keep your password ' +
      'and access codes secret.</p>' +
      '<h3>Notifications</h3><p>{provider} may send you notifications that a new message is waiting in ' +
      'your secure inbox, by SMS to your mobile number or by email, according to your contact ' +
      'preferences.</p>' +
      '<h3>Closing your account</h3><p>You may close your account at any time by email or by phoning ' +
      '{phone}. {provider} may suspend or close your account without notice if you breach these terms, ' +
      'and may otherwise end your access without cause by giving you 14 days notice.</p>' +
      '<h3>Changes to these terms</h3><p>{provider} may change these terms. Where a change is likely to ' +
      'cause you significant detriment, it will take effect only after at least 10 days notice to you ' +
      'through the portal or by email.</p>' +
      '<h3>App stores</h3><p>If you use the mobile application, the terms of the app store you downloaded ' +
      'it from also apply.</p>' +
      '<h3>Governing law</h3><p>These terms are governed by the law of Victoria, Australia, and you submit ' +
      'to the non-exclusive jurisdiction of the courts of Victoria.</p>',
  ],
  notice: [
    '<h2>Collection notice</h2>' +
      '<p>{provider} asks you to complete this self-assessment so that we can understand how your recovery ' +
      'is going and offer the right support at the right time.</p>' +
      '<p>Completing the self-assessment is not compulsory. Choosing not to complete it will not affect ' +
      'your claim or your entitlements.</p>' +
      '<p>Your responses are used by {provider} to manage your claim and improve our services. They will ' +
      'not be disclosed outside {provider} unless the law requires or allows it.</p>' +
      '<p>You can ask for access to the information we hold about you through your primary contact at ' +
      '{provider} on {phone}, or through our freedom of information team.</p>',
  ],
  [SURVEY_OUTRO_CONTENT_NAME]: [
    '<h2>Thank you</h2>' +
      '<p>Thank you for your time. If you completed the self-assessment, your answers help {provider} ' +
      'understand how your recovery is going so that we can offer the right support at the right time.</p>' +
      '<p>If you would like to talk to us about your claim, call {phone}. If you are feeling distressed ' +
      'and need to talk to someone now, call Lifeline on 13 11 14.</p>',
  ],
  privacy: [
    '<h2>Privacy policy</h2>' +
      '<p>{provider} collects personal and health information to assess and manage claims for people ' +
      'injured in transport accidents, to pay benefits and to improve road safety.</p>' +
      '<h3>What we collect through the portal</h3><p>Your contact details, the documents and messages you ' +
      'send us, your bank details for payments, and technical information such as the device and time ' +
      'of each sign-in, which we use to keep your account secure.</p>' +
      '<h3>How we use and share it</h3><p>We use your information to manage your claim. We share it with ' +
      'your treating practitioners, service providers and others only as needed to manage your claim or ' +
      'as the law requires or allows.</p>' +
      '<h3>Security</h3><p>Information is sent over encrypted connections and stored securely. Access ' +
      'codes sent to your mobile or email confirm it is you when you sign in or change important ' +
      'details.</p>' +
      '<h3>Access and correction</h3><p>You can ask to see or correct the information we hold about you ' +
      'by calling {phone} or through our freedom of information team.</p>',
  ],
};
