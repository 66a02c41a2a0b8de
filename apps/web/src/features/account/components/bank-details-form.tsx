import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CodeType,
  bankDetailsFormSchema,
  isValidBsb,
  messages,
  normaliseBsb,
  type BankDetailsForm as BankValues,
} from '@portal/contract';
import { FormInput } from '../../../components/ui/form-field';
import { ProcessingNotice } from '../../../components/ui/processing-notice';
import { getSecureUpdateToken } from '../../../lib/secure-update-token';
import { lookUpBsb, updateBankAccountDetails } from '../api/account-calls';
import { useAccountSaved } from '../hooks/use-account-saved';
import type { SectionFormProps } from './section-form-props';
import { Toast } from './toast';
import { SubmitButton, incompleteReason } from '../../../components/ui/submit-button';

const t = messages.myDetails;
const copy = {
  bsb: 'BSB', // page copy
  bsbHint: 'For example 063-000', // page copy
  bankName: 'Bank name', // page copy
  accountName: 'Account name', // page copy
  accountNumber: 'Account number', // page copy
};
const zod = zodResolver(bankDetailsFormSchema);

/** A BSB is only valid once verifybsb has named its bank (part 1 §5, §7): no bank name, no BSB. */
const resolver: Resolver<BankValues> = async (values, context, options) => {
  const result = await zod(values, context, options);
  if (!result.errors.Bsb && (values.BankName ?? '') === '') {
    return {
      values: {},
      errors: { ...result.errors, Bsb: { type: 'validate', message: messages.fields.bank.bsb } },
    };
  }
  return result;
};

/**
 * Bank Account Details edit (spec part 1 §2, §5): the BSB is looked up as NNN-NNN on change and
 * blur, an unknown BSB is invalid and clears the read-only bank name; the account name is trimmed
 * (1-100) and the number 6-9 digits. The secure token from the bank access code goes in AccessToken.
 */
export function BankDetailsForm({ account, onCancel }: SectionFormProps) {
  const onSaved = useAccountSaved();
  const [failure, setFailure] = useState({ message: '', id: 0 });
  const lookup = useRef(0);
  const bank = account.BankAccountDetails;
  const { register, handleSubmit, formState, setValue, trigger, getValues } = useForm<BankValues>({
    resolver,
    mode: 'onChange',
    defaultValues: {
      Bsb: bank ? normaliseBsb(bank.Bsb) : '',
      BankName: bank?.BankName ?? '',
      AccountName: bank?.AccountName ?? '',
      // The stored number comes masked; a change means typing the whole number again.
      AccountNumber: '',
    },
  });

  async function verify(raw: string) {
    const request = ++lookup.current;
    setValue('BankName', '');
    if (!isValidBsb(raw)) {
      await trigger('Bsb');
      return;
    }
    let name = '';
    try {
      name = await lookUpBsb(normaliseBsb(raw));
    } catch {
      name = '';
    }
    if (request !== lookup.current) return;
    setValue('BankName', name, { shouldDirty: true });
    await trigger(['Bsb', 'BankName']);
  }

  const bsbField = register('Bsb');
  const submit = handleSubmit(async (values) => {
    try {
      await updateBankAccountDetails(values, getSecureUpdateToken(CodeType.Bank)?.AccessToken ?? '');
      await onSaved('bank-details');
    } catch {
      setFailure((f) => ({ message: t.toasts.bankFailed, id: f.id + 1 }));
    }
  });

  const shows = (name: keyof BankValues) => formState.isSubmitted || Boolean(formState.touchedFields[name]);
  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormInput
        {...bsbField}
        onChange={(event) => {
          void bsbField.onChange(event);
          void verify(event.target.value);
        }}
        onBlur={(event) => {
          void bsbField.onBlur(event);
          if (getValues('BankName') === '') void verify(event.target.value);
        }}
        id="bank-Bsb"
        label={copy.bsb}
        hint={copy.bsbHint}
        inputMode="numeric"
        maxLength={7}
        error={formState.errors.Bsb?.message}
        isTouched={shows('Bsb') || Boolean(formState.dirtyFields.Bsb)}
      />
      <FormInput {...register('BankName')} id="bank-BankName" label={copy.bankName} readOnly />
      <FormInput
        {...register('AccountName')}
        id="bank-AccountName"
        label={copy.accountName}
        // Not "cc-name": this is a bank account's holder, not a card's; no autofill token names it.
        autoComplete="off"
        error={formState.errors.AccountName?.message}
        isTouched={shows('AccountName')}
      />
      <FormInput
        {...register('AccountNumber')}
        id="bank-AccountNumber"
        label={copy.accountNumber}
        inputMode="numeric"
        maxLength={9}
        autoComplete="off"
        error={formState.errors.AccountNumber?.message}
        isTouched={shows('AccountNumber')}
      />
      <ProcessingNotice isActive={formState.isSubmitting} />
      <SubmitButton
        className="account-form__actions"
        isBusy={formState.isSubmitting}
        blockedReason={incompleteReason(formState.isValid, t.save)}
        after={
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t.cancel}
          </button>
        }
      >
        {t.save}
      </SubmitButton>
      <Toast message={failure.message} id={failure.id} />
    </form>
  );
}
