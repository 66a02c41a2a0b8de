/**
 * The demo claimants of issue 2 item 5. Dates are yyyy-mm-dd (schema.ts); account ages are relative
 * to the seeding time so the 48-hour bank-edit rule (spec part 1 §9) behaves the same on any day.
 */

export const DEMO_PASSWORD = 'Portal-demo-1';

export interface DemoSignIn {
  name: string;
  email: string;
  /** null: the claimant has no account yet and registers with the details in the note. */
  password: string | null;
  note: string;
}

export const demoSignIns: readonly DemoSignIn[] = [
  {
    name: 'Alex Citizen',
    email: 'alex@example.com',
    password: DEMO_PASSWORD,
    note: 'Two claims (12/34567, 12/34568), inbox messages, sent items, unverified bank details',
  },
  {
    name: 'Sam Taylor',
    email: 'sam@example.com',
    password: DEMO_PASSWORD,
    note: 'E-mail only, one claim (23/45678), registered under 48 hours ago so bank details cannot be edited',
  },
  {
    name: 'Jo Lee',
    email: 'jo@example.com',
    password: DEMO_PASSWORD,
    note: 'Registered but not activated: signing in leads to activation',
  },
  {
    name: 'Riley Nguyen',
    email: 'riley@example.com',
    password: null,
    note: 'No account yet: register with claim 34/56789, born 01/05/1990, mobile 0498765432',
  },
];

export interface DemoAddress {
  line1: string;
  line2?: string;
  locality: string;
  postcode: string;
}

export interface DemoClaim {
  number: string;
  accidentDate: string;
  location: string | null;
}

export interface DemoPerson {
  key: 'alex' | 'sam' | 'jo' | 'riley';
  externalRef: string;
  title: string;
  firstName: string;
  middleNames: string | null;
  surname: string;
  dateOfBirth: string;
  email: string;
  mobile: string | null;
  phone: { areaCode: string; number: string } | null;
  home: DemoAddress;
  postal: DemoAddress | null;
  bank: { name: string; accountName: string; bsb: string; accountNumber: string } | null;
  claims: DemoClaim[];
  /** Hours before the seeding time the account was made; null: no account. */
  account: { ageHours: number; activated: boolean } | null;
}

const YEAR_IN_HOURS = 365 * 24;

export const demoPeople: readonly DemoPerson[] = [
  {
    key: 'alex',
    externalRef: 'TAC-C-100234',
    title: 'Mr',
    firstName: 'Alex',
    middleNames: 'James',
    surname: 'Citizen',
    dateOfBirth: '1985-02-14',
    email: 'alex@example.com',
    mobile: '0412345678',
    phone: { areaCode: '03', number: '52214567' },
    home: { line1: '14 Pakington Street', locality: 'Geelong West', postcode: '3218' },
    postal: null,
    // BSB 063-010 is the Commonwealth Bank's Geelong branch in the shipped BSB sample.
    bank: {
      name: 'Commonwealth Bank',
      accountName: 'Alex J Citizen',
      bsb: '063-010',
      accountNumber: '10483726',
    },
    claims: [
      { number: '12/34567', accidentDate: '2025-03-14', location: 'Princes Hwy, Geelong' },
      { number: '12/34568', accidentDate: '2023-08-02', location: null },
    ],
    account: { ageHours: 2 * YEAR_IN_HOURS, activated: true },
  },
  {
    key: 'sam',
    externalRef: 'TAC-C-100871',
    title: 'Ms',
    firstName: 'Sam',
    middleNames: null,
    surname: 'Taylor',
    dateOfBirth: '1992-09-23',
    email: 'sam@example.com',
    mobile: null,
    phone: null,
    home: { line1: '60 Brunswick Street', locality: 'Fitzroy', postcode: '3065' },
    postal: { line1: 'PO Box 655', locality: 'Footscray', postcode: '3011' },
    bank: null,
    claims: [{ number: '23/45678', accidentDate: '2025-06-19', location: 'Hoddle St, Collingwood' }],
    account: { ageHours: 20, activated: true },
  },
  {
    key: 'jo',
    externalRef: 'TAC-C-101052',
    title: 'Ms',
    firstName: 'Jo',
    middleNames: null,
    surname: 'Lee',
    dateOfBirth: '1978-11-30',
    email: 'jo@example.com',
    mobile: '0423456789',
    phone: null,
    home: { line1: 'Unit 3', line2: '27 Aberdeen Street', locality: 'Newtown', postcode: '3220' },
    postal: null,
    bank: null,
    claims: [{ number: '45/67890', accidentDate: '2025-09-02', location: 'Sturt St, Ballarat Central' }],
    account: { ageHours: 72, activated: false },
  },
  {
    key: 'riley',
    externalRef: 'TAC-C-101377',
    title: 'Mr',
    firstName: 'Riley',
    middleNames: null,
    surname: 'Nguyen',
    dateOfBirth: '1990-05-01',
    email: 'riley@example.com',
    mobile: '0498765432',
    phone: null,
    home: { line1: '8A Shannon Avenue', locality: 'Newtown', postcode: '3220' },
    postal: null,
    bank: null,
    claims: [{ number: '34/56789', accidentDate: '2025-04-11', location: 'Nepean Hwy, Frankston' }],
    account: null,
  },
];

/** The contract's address shape (schema.ts stores it as JSON). */
export function addressJson(address: DemoAddress): string {
  const lines = [address.line1, address.line2].filter((l): l is string => Boolean(l));
  return JSON.stringify({
    ExperianSingleSelectedLine: `${lines.join(', ')}, ${address.locality} VIC ${address.postcode}`,
    AddressLine1: lines[0] ?? '',
    AddressLine2: lines[1] ?? '',
    AddressLine3: `${address.locality.toUpperCase()} VIC ${address.postcode}`,
    Postcode: address.postcode,
    Country: 'Australia',
  });
}
