import {
  encodeReceiptDescription,
  endpoints,
  type Account,
  type DropdownItem,
  type ReceiptDraft,
} from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { accountKey } from '../api/get-account';
import type { MockApi } from './mock-api';

/** Test data and paths for the reimbursement screens (spec part 2 §2, §3). */

export const reimbursementPaths = {
  load: endpoints.getDraftReceipts.path,
  save: endpoints.updateForm.path.replace(':type', 'receipts'),
  discard: endpoints.discardDraftReceipts.path,
  submit: endpoints.submitReceipts.path,
  upload: endpoints.uploadReceiptFile.path,
  discardFile: endpoints.discardFile.path,
  verifyBsb: endpoints.verifyBsb.path,
  list: endpoints.dropdownList.path,
};

const item = (Id: number, Item: string): DropdownItem => ({
  Id,
  Item,
  ElementNumber: Id,
  ParentId: null,
  Children: [],
});

/** The ReceiptTypes list (part 2 §3): Other, Pharmacy, Home services. */
export const receiptTypes: DropdownItem[] = [item(1, 'Other'), item(2, 'Pharmacy'), item(3, 'Home services')];

/** A Pharmacy draft paid to me, with its receipt stored. */
export const pharmacyDraft: ReceiptDraft = {
  DocumentType: { Id: 2, Item: 'Pharmacy' },
  Description: encodeReceiptDescription('pharmacy', {
    date: '03/11/2026',
    description: 'Pain relief',
    pharmacy: 'Geelong Pharmacy',
    cost: '$24.50',
  }),
  Documents: [{ Filename: 'receipt.pdf', FileID: 'file-1' }],
  PayOther: 0,
};

/** The signed-in claimant's account; with bank details stored unless the test says otherwise. */
export function makeReimbursementAccount(overrides: Partial<Account> = {}): Account {
  const address = {
    ExperianSingleSelectedLine: '1 Smith St, Geelong VIC 3220',
    Moniker: 'home-1',
    Postcode: '3220',
    Country: 'Australia',
  };
  return {
    PersonalDetails: {
      Title: 'Mr',
      FirstName: 'Alex',
      MiddleNames: '',
      Surname: 'Citizen',
      DateOfBirth: '14/02/1985',
    },
    ContactDetails: {
      EmailAddress: 'alex@example.com',
      MobileNumber: '0412345678',
      PhoneNumber: { IntlNumber: '61', AreaCode: '03', Number: '98765432' },
      HomeAddressForDB: address,
      PostalAddressForDB: null,
    },
    HomeAddressEdit: address.ExperianSingleSelectedLine,
    PostalAddressEdit: '',
    AreAddressesSame: true,
    BankAccountDetails: {
      BankName: 'Commonwealth Bank',
      AccountName: 'Alex Citizen',
      Bsb: '063-000',
      AccountNumber: 'XXXXX678',
    },
    BankDetailsCanEdit: true,
    BankDetailsVerified: true,
    Preferences: { SMS: true, Email: true },
    IsStateTrustee: false,
    ...overrides,
  };
}

/** The layout's account query is off in tests (render-app.tsx); the form reads this answer. */
export function seedAccount(queryClient: QueryClient, account: Account = makeReimbursementAccount()): void {
  queryClient.setQueryData(accountKey('test-token'), account);
}

/** The answers every reimbursement screen needs; a test overrides what it is about. */
export function answerReimbursementCalls(api: MockApi, draft: ReceiptDraft | null = null): MockApi {
  return api
    .on(reimbursementPaths.load, { body: draft })
    .on(reimbursementPaths.save, { body: true })
    .on(reimbursementPaths.discard, { body: true })
    .on(reimbursementPaths.submit, { body: true })
    .on(reimbursementPaths.discardFile, { body: true })
    .on(reimbursementPaths.verifyBsb, { body: { BankName: 'Commonwealth Bank of Australia' } })
    .on(reimbursementPaths.list, { body: { Items: receiptTypes } });
}
