import type { ServiceIconName } from '@portal/contract';

/**
 * Services shown under Services (spec part 2 §2): approved ones are listed; an asterisk marks those
 * where an excess applies. Content is HTML; `{provider}` and `{phone}` are filled from branding.
 */
export interface DemoService {
  id: string;
  name: string;
  /** One of the contract's SERVICE_ICON_NAMES, or null for the default circle. */
  icon: ServiceIconName | null;
  excessApplies: boolean;
  approved: boolean;
  html: string;
}

export const demoServices: readonly DemoService[] = [
  {
    id: 'physiotherapy',
    name: 'Physiotherapy',
    icon: 'physiotherapy',
    excessApplies: true,
    approved: true,
    html:
      '<h2>Physiotherapy</h2><p>Physiotherapy can help you recover movement and strength after your accident. ' +
      'You can see a registered physiotherapist for up to 12 sessions within 90 days of your first session ' +
      'without asking us first.</p><h3>How to pay</h3><p>Your physiotherapist can bill {provider} directly. ' +
      'Tell them your claim number at your first appointment.</p><p>Further sessions need a treatment plan ' +
      'from your physiotherapist.</p>',
  },
  {
    id: 'medical',
    name: 'Doctor and medical treatment',
    icon: 'medical',
    excessApplies: true,
    approved: true,
    html:
      '<h2>Doctor and medical treatment</h2><p>We can pay for reasonable treatment by your GP and medical ' +
      'specialists related to your accident injuries.</p><ul><li>GP consultations</li><li>Specialist ' +
      'appointments on referral</li><li>X-rays, scans and pathology</li></ul><p>An excess may apply if you ' +
      'were not admitted to hospital.</p>',
  },
  {
    id: 'travel',
    name: 'Travel to treatment',
    icon: 'travel',
    excessApplies: false,
    approved: true,
    html:
      '<h2>Travel to treatment</h2><p>We can pay for travel to and from treatment, including private car ' +
      'kilometres, parking, public transport and taxis where you cannot drive.</p><p>Keep a record of each ' +
      'trip and your receipts, then claim them with the reimbursement form.</p>',
  },
  {
    id: 'household-help',
    name: 'Household help',
    icon: 'household',
    excessApplies: false,
    approved: true,
    html:
      '<h2>Household help</h2><p>If your injuries stop you doing household tasks you did before the accident, ' +
      'we may pay for help with cleaning, laundry, meal preparation and garden maintenance.</p><p>Call us on ' +
      '{phone} to ask for an assessment.</p>',
  },
  {
    id: 'psychology',
    name: 'Psychology and counselling',
    icon: 'psychology',
    excessApplies: true,
    approved: true,
    html:
      '<h2>Psychology and counselling</h2><p>A transport accident can be distressing. You can see a ' +
      'psychologist or counsellor for support; your first sessions do not need our approval.</p><p>If you ' +
      'need to talk to someone now, call Lifeline on 13 11 14.</p>',
  },
  {
    id: 'pharmacy',
    name: 'Medication and pharmacy',
    icon: 'pharmacy',
    excessApplies: false,
    approved: true,
    html:
      '<h2>Medication and pharmacy</h2><p>We can reimburse prescription medication and pharmacy items your ' +
      'doctor recommends for your injuries.</p><p>Ask your pharmacy for an itemised receipt showing the item, ' +
      'the date and the price.</p>',
  },
  {
    id: 'return-to-work',
    name: 'Return to work support',
    icon: null,
    excessApplies: false,
    approved: true,
    html:
      '<h2>Return to work support</h2><p>Our return to work team works with you, your doctor and your ' +
      'employer on a plan to get you back to work safely, including graduated hours and workplace ' +
      'changes.</p>',
  },
  {
    id: 'home-modifications',
    name: 'Home modifications',
    icon: 'home',
    excessApplies: false,
    approved: false,
    html:
      '<h2>Home modifications</h2><p>For serious injuries we may pay for changes to your home such as ramps, ' +
      'rails and bathroom modifications, after an occupational therapist\u2019s assessment.</p>',
  },
];
