import { messages, type Claim } from '@portal/contract';

interface ClaimCardProps {
  claim: Claim;
  disabled: boolean;
  onChoose: (claim: Claim) => void;
}

const MANAGE_LABEL = 'Manage this claim'; // page copy

/**
 * One claim on My Claims (spec part 1 §2 "Claims page"): number, date of accident and location, or
 * "Not listed". The card is a button, so it is reachable and operable from the keyboard; it ends in
 * a "Manage this claim ›" call to action, so it reads as something to press (issue 10 item 12).
 */
export function ClaimCard({ claim, disabled, onChoose }: ClaimCardProps) {
  const t = messages.claims;
  const rows = [
    [t.claimNumber, claim.Number],
    [t.dateOfAccident, claim.Date],
    [t.location, claim.Location.trim() || t.locationNotListed],
  ] as const;
  return (
    <button type="button" className="claim-card" disabled={disabled} onClick={() => onChoose(claim)}>
      {rows.map(([label, value]) => (
        <span key={label} className="claim-card__row">
          <span className="claim-card__label">{label}</span>{' '}
          <span className="claim-card__value">{value}</span>
        </span>
      ))}
      <span className="claim-card__action">
        {MANAGE_LABEL}
        <span className="claim-card__chevron" aria-hidden="true">
          ›
        </span>
      </span>
    </button>
  );
}
