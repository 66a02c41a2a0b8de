import type { GetAuthorityFormDataResponse } from '@portal/contract';

/** Labels are page copy (spec part 2 §3 "Authority form data"). */
const labels = {
  name: 'Name',
  claimNumber: 'Claim number',
  address: 'Address',
  dateOfBirth: 'Date of birth',
  dateOfAccident: 'Date of accident',
};

/** The claimant's full name as the form shows it. */
export function fullNameOf(data: GetAuthorityFormDataResponse): string {
  return `${data.FirstName} ${data.Surname}`.trim();
}

/** Whose authority this is (getauthorityformdata, part 2 §2): name, claim, address and dates. */
export function AuthorityDetails({ data }: { data: GetAuthorityFormDataResponse }) {
  const address = [data.Address.AddressLine1, data.Address.AddressLine2, data.Address.AddressLine3].filter(
    (line) => line.trim() !== '',
  );
  return (
    <dl className="authority-form__details">
      <div>
        <dt>{labels.name}</dt>
        <dd>{fullNameOf(data)}</dd>
      </div>
      <div>
        <dt>{labels.claimNumber}</dt>
        <dd>{data.ClaimNumber}</dd>
      </div>
      <div>
        <dt>{labels.address}</dt>
        <dd>
          {address.map((line, index) => (
            <span className="authority-form__address-line" key={index}>
              {line}
            </span>
          ))}
        </dd>
      </div>
      <div>
        <dt>{labels.dateOfBirth}</dt>
        <dd>{data.DateOfBirth}</dd>
      </div>
      <div>
        <dt>{labels.dateOfAccident}</dt>
        <dd>{data.DateOfAccident}</dd>
      </div>
    </dl>
  );
}
