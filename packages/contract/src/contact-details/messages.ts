/**
 * Texts of the contact-details rules. The home-address rule also guards registration and the provider's
 * claimant record, which show this text under their own groups (messages.registration.homeAddressPoBox).
 */
export const contactDetailsTexts = {
  homeAddressPoBox: 'A delivery or PO box address cannot be used as your home address.', // ours
} as const;
