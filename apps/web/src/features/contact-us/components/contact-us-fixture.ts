import { endpoints, type DropdownItem } from '@portal/contract';
import type { MockApi } from '../../../test/mock-api';

/** Test data and paths for the contact-us screens. */
export const paths = {
  form: endpoints.uploadContactForm.path,
  file: endpoints.uploadContactFile.path,
  submit: endpoints.submitContactForm.path,
  list: endpoints.dropdownList.path,
  maintenance: endpoints.checkMaintenanceMessage.path,
};

const item = (Id: number, Item: string): DropdownItem => ({
  Id,
  Item,
  ElementNumber: Id,
  ParentId: null,
  Children: [],
});

export const categories: DropdownItem[] = [item(1, 'Payments'), item(2, 'Reimbursement'), item(8, 'Other')];

/** The answers the contact-us screen needs; a test overrides what it is about. */
export function answerContactCalls(api: MockApi): MockApi {
  return api
    .on(paths.list, { body: { Items: categories } })
    .on(paths.maintenance, { body: [] })
    .on(paths.form, { body: { Identifier: 'form-7' } })
    .on(paths.submit, { body: true });
}
