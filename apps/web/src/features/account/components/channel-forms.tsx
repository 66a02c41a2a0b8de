import { useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { CodeType, emailAddressFormSchema, messages, mobileNumberFormSchema } from '@portal/contract';
import { FormInput } from '../../../components/ui/form-field';
import { ProcessingNotice } from '../../../components/ui/processing-notice';
import { getSecureUpdateToken } from '../../../lib/secure-update-token';
import { updateContactDetails } from '../api/account-calls';
import { useAccountSaved } from '../hooks/use-account-saved';
import type { SectionFormProps } from './section-form-props';
import { Toast } from './toast';
import { SubmitButton } from '../../../components/ui/submit-button';
import { saveBlockedReason } from './save-blocked';

const t = messages.myDetails;
const copy = { email: 'Email address', mobile: 'Mobile number' }; // page copy

type Channel = 'email' | 'mobile';
const setup = {
  email: {
    field: 'EmailAddress',
    schema: emailAddressFormSchema,
    codeType: CodeType.Email,
    type: 'email-address',
  },
  mobile: {
    field: 'MobileNumber',
    schema: mobileNumberFormSchema,
    codeType: CodeType.Mobile,
    type: 'mobile-number',
  },
} as const;

type ChannelValues = { value: string };

/** The contract's section schema, applied to the one field this form edits. */
function channelResolver(schema: (typeof setup)[Channel]['schema'], field: string): Resolver<ChannelValues> {
  return async (values): Promise<ResolverResult<ChannelValues>> => {
    const parsed = await schema.safeParseAsync({ [field]: values.value });
    if (parsed.success) {
      const value = Object.values(parsed.data)[0] as string;
      return { values: { value }, errors: {} };
    }
    const message = parsed.error.issues[0]?.message ?? '';
    return { values: {}, errors: { value: { type: 'validate', message } } };
  };
}

/**
 * E-mail or mobile edit (spec part 1 §2, §4): the whole contact record goes to updatecontactdetails
 * with the secure token from the access code in AccessToken and isSecureUpdate set (part 1 §6).
 */
function ChannelForm({ account, onCancel, channel }: SectionFormProps & { channel: Channel }) {
  const { field, schema, codeType, type } = setup[channel];
  const onSaved = useAccountSaved();
  const [failure, setFailure] = useState({ message: '', id: 0 });
  const contact = account.ContactDetails;
  const { register, handleSubmit, formState } = useForm<ChannelValues>({
    resolver: channelResolver(schema, field),
    mode: 'onChange',
    defaultValues: { value: contact[field] },
  });

  const submit = handleSubmit(async ({ value }) => {
    try {
      await updateContactDetails(
        {
          EmailAddress: contact.EmailAddress,
          MobileNumber: contact.MobileNumber,
          PhoneNumber: contact.PhoneNumber,
          HomeAddressForDB: contact.HomeAddressForDB!,
          PostalAddressForDB: account.AreAddressesSame ? null : contact.PostalAddressForDB,
          AreAddressesSame: account.AreAddressesSame,
          [field]: value,
        },
        getSecureUpdateToken(codeType)?.AccessToken ?? '',
      );
      await onSaved(type);
    } catch {
      setFailure((f) => ({ message: t.toasts.contactFailed, id: f.id + 1 }));
    }
  });

  const isMobile = channel === 'mobile';
  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormInput
        {...register('value')}
        id={`account-${field}`}
        label={isMobile ? copy.mobile : copy.email}
        type={isMobile ? 'tel' : 'email'}
        inputMode={isMobile ? 'numeric' : 'email'}
        autoComplete={isMobile ? 'tel' : 'email'}
        error={formState.errors.value?.message}
        isTouched={formState.isSubmitted || Boolean(formState.touchedFields.value)}
      />
      <ProcessingNotice isActive={formState.isSubmitting} />
      <SubmitButton
        className="account-form__actions"
        isBusy={formState.isSubmitting}
        blockedReason={saveBlockedReason(formState)}
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

export function EmailAddressForm(props: SectionFormProps) {
  return <ChannelForm {...props} channel="email" />;
}

export function MobileNumberForm(props: SectionFormProps) {
  return <ChannelForm {...props} channel="mobile" />;
}
