// The demo claimants the server under test is seeded with (README "Demo sign-ins"), read from the seed
// itself so a change to the demo data reaches the journeys. Dates are turned into the wire's dd/mm/yyyy.
import { DEMO_PASSWORD, demoPeople, type DemoPerson } from '../../../apps/server/src/db/seed/demo-people.js';

export { DEMO_PASSWORD };

export interface Claimant {
  firstName: string;
  lastName: string;
  /** dd/mm/yyyy */
  dateOfBirth: string;
  email: string;
  mobile: string | null;
  /** The first claim, NN/NNNNN. */
  claimNumber: string;
  /** The home address as typed into the address lookup, e.g. "8A Shannon Avenue". */
  homeStreet: string;
  homeLocality: string;
}

function toClaimant(person: DemoPerson): Claimant {
  const [year, month, day] = person.dateOfBirth.split('-');
  const claim = person.claims[0];
  if (!claim) throw new Error(`Demo person ${person.key} has no claim.`);
  return {
    firstName: person.firstName,
    lastName: person.surname,
    dateOfBirth: `${day}/${month}/${year}`,
    email: person.email,
    mobile: person.mobile,
    claimNumber: claim.number,
    homeStreet: person.home.line2 ?? person.home.line1,
    homeLocality: person.home.locality,
  };
}

function person(key: DemoPerson['key']): Claimant {
  const found = demoPeople.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No demo person ${key} in the seed.`);
  return toClaimant(found);
}

/** Activated, two claims, mobile and e-mail. */
export const alex = person('alex');
/** Activated, e-mail only, one claim. */
export const sam = person('sam');
/** Registered but not activated. */
export const jo = person('jo');
/** Known to the provider, no account yet: registers. */
export const riley = person('riley');

/** Addresses an access code for the person may be sent to (outbox `To`). */
export function contactAddresses(claimant: Claimant): string[] {
  return claimant.mobile ? [claimant.email, claimant.mobile] : [claimant.email];
}
