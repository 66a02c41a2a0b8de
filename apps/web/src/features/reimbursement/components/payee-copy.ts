import { PayOtherValue, type PayOther } from '@portal/contract';

/** Page copy of the payee parts (spec part 2 §3 PayOther: 0 me, 1 someone else, 2 pay my provider). */
export const payeeCopy = {
  legend: 'Who would you like us to pay?',
  options: [
    { value: PayOtherValue.Me, label: 'Me' },
    { value: PayOtherValue.SomeoneElse, label: 'Someone else' },
    { value: PayOtherValue.Provider, label: 'Pay my provider' },
  ] as const satisfies readonly { value: PayOther; label: string }[],
  yourBankDetails: 'Your bank details',
  yourBankDetailsHint: 'We pay into the bank account we hold for you. To change it, go to',
  myDetailsLink: 'My Details',
  loadingBankDetails: 'Loading your bank details...',
  name: 'Name of the person to pay',
  address: 'Their postal address',
  email: 'Their contact email',
  phone: 'Their phone number (optional)',
  relationship: 'Their relationship to you',
  bankAccName: 'Bank account name',
  bsb: 'BSB',
  bsbHint: '6 digits, for example 063-000',
  bankName: 'Bank name',
  bankAccNo: 'Account number',
  bankAccNoHint: '6 to 9 digits',
  storedBankName: 'Bank name',
  storedAccountName: 'Account name',
  storedBsb: 'BSB',
  storedAccountNumber: 'Account number',
};

export function payeeLabel(payOther: PayOther | null): string {
  return payeeCopy.options.find((option) => option.value === payOther)?.label ?? '';
}
