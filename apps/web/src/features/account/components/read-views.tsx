import { messages, type Account } from '@portal/contract';
import { formatPhone, fullName, maskedAccountNumber } from '../account-display';
import { DetailRow } from './detail-section';

const copy = {
  name: 'Full name',
  dateOfBirth: 'Date of birth',
  mobile: 'Mobile number',
  email: 'Email address',
  phone: 'Home/work phone',
  home: 'Home address',
  postal: 'Postal address',
  bankName: 'Bank name',
  accountName: 'Account name',
  accountNumber: 'Account number',
  noBank: 'No bank account details are held.',
}; // page copy

/** The read views of My Details (spec part 1 §2). */
export function PersonalReadView({ account }: { account: Account }) {
  return (
    <dl className="account-rows">
      <DetailRow label={copy.name} value={fullName(account)} />
      <DetailRow label={copy.dateOfBirth} value={account.PersonalDetails.DateOfBirth} />
    </dl>
  );
}

export function MobileReadView({ account }: { account: Account }) {
  return (
    <dl className="account-rows">
      <DetailRow label={copy.mobile} value={account.ContactDetails.MobileNumber} />
    </dl>
  );
}

export function EmailReadView({ account }: { account: Account }) {
  return (
    <dl className="account-rows">
      <DetailRow label={copy.email} value={account.ContactDetails.EmailAddress} />
    </dl>
  );
}

export function ContactReadView({ account }: { account: Account }) {
  const contact = account.ContactDetails;
  const home = contact.HomeAddressForDB?.ExperianSingleSelectedLine || account.HomeAddressEdit;
  const postal = account.AreAddressesSame
    ? messages.myDetails.postalSameAsHome
    : contact.PostalAddressForDB?.ExperianSingleSelectedLine || account.PostalAddressEdit;
  return (
    <dl className="account-rows">
      <DetailRow label={copy.phone} value={formatPhone(contact.PhoneNumber)} />
      <DetailRow label={copy.home} value={home} />
      <DetailRow label={copy.postal} value={postal} />
    </dl>
  );
}

export function BankReadView({ account }: { account: Account }) {
  const bank = account.BankAccountDetails;
  if (!bank) return <p>{copy.noBank}</p>;
  return (
    <dl className="account-rows">
      <DetailRow label={copy.bankName} value={bank.BankName} />
      <DetailRow label={copy.accountName} value={bank.AccountName} />
      <DetailRow label={copy.accountNumber} value={maskedAccountNumber(bank.AccountNumber)} />
    </dl>
  );
}
