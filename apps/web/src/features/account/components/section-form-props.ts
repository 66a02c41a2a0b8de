import type { Account } from '@portal/contract';

/** What every section edit form gets, in place on /account or on its stand-alone screen. */
export interface SectionFormProps {
  account: Account;
  onCancel: () => void;
}
