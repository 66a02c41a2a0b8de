import { Link } from 'react-router';
import { messages, normaliseBsb, type Account } from '@portal/contract';
import { payeeCopy as copy } from './payee-copy';

const m = messages.reimbursement;

/**
 * Paying me (spec part 2 §5): the account's stored bank details, read-only. With none stored the form
 * says they were not found, or, when bank editing is blocked, that updates cannot be made in the first
 * 48 hours after registering.
 */
export function StoredBankDetails({ account, isLoading }: { account?: Account; isLoading: boolean }) {
  if (!account) {
    return isLoading ? (
      <p className="reimbursement__note" role="status">
        {copy.loadingBankDetails}
      </p>
    ) : null;
  }
  const bank = account.BankAccountDetails;
  if (!bank) {
    return (
      <p className="notice notice--warning reimbursement__note">
        {account.BankDetailsCanEdit ? m.bankDetailsNotFound : m.bankEditBlocked}
      </p>
    );
  }
  return (
    <section className="reimbursement__stored-bank" aria-labelledby="reimbursement-stored-bank">
      <h3 id="reimbursement-stored-bank" className="reimbursement__subheading">
        {copy.yourBankDetails}
      </h3>
      <p className="reimbursement__note">
        {copy.yourBankDetailsHint} <Link to="/account">{copy.myDetailsLink}</Link>
      </p>
      <dl className="reimbursement__summary">
        <div className="reimbursement__summary-row">
          <dt>{copy.storedBankName}</dt>
          <dd>{bank.BankName}</dd>
        </div>
        <div className="reimbursement__summary-row">
          <dt>{copy.storedAccountName}</dt>
          <dd>{bank.AccountName}</dd>
        </div>
        <div className="reimbursement__summary-row">
          <dt>{copy.storedBsb}</dt>
          <dd>{normaliseBsb(bank.Bsb)}</dd>
        </div>
        <div className="reimbursement__summary-row">
          <dt>{copy.storedAccountNumber}</dt>
          <dd>{bank.AccountNumber}</dd>
        </div>
      </dl>
    </section>
  );
}
