/** Shared by the reimbursement API tests: ReceiptTypes items and a payee who is someone else. */
export const pharmacy = { Id: 2, Item: 'Pharmacy' };
export const homeServices = { Id: 3, Item: 'Home services' };

/** Jordan, paid into an account at BSB 063-010, which the shipped BSB sample names. */
export const someoneElse = {
  PayOther: 1,
  PaymentName: 'Jordan Citizen',
  PaymentAddress: '14 Pakington Street, Geelong West VIC 3218',
  PaymentEmail: 'jordan@example.com',
  PaymentPhone: '',
  PaymentRelationship: 'Partner',
  BankAccName: 'Jordan Citizen',
  BankBSB: '063-010',
  BankAccNo: '12345678',
};
