import { Link } from 'react-router';
import { messages } from '@portal/contract';

interface VerifyBankBannerProps {
  onClose: () => void;
}

/**
 * "Verify your bank details to receive payments" (spec part 1 §2 "Claim home"): Verify opens the
 * bank-details access-code screen; closing asks the server to treat the details as verified.
 */
export function VerifyBankBanner({ onClose }: VerifyBankBannerProps) {
  const t = messages.claimHome;
  return (
    <section className="notice notice--warning verify-bank-banner" aria-labelledby="verify-bank-banner-text">
      <p id="verify-bank-banner-text" className="verify-bank-banner__text">
        {t.verifyBankBanner}
      </p>
      <div className="verify-bank-banner__actions">
        <Link className="button button--primary" to="/activationbankdetails">
          {t.verifyBankAction}
        </Link>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close<span className="visually-hidden"> bank details reminder</span>
        </button>
      </div>
    </section>
  );
}
