import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  INTERNATIONAL_CODE,
  contactDetailsFormSchema,
  messages,
  type ContactDetailsForm,
} from '@portal/contract';
import { AddressPicker } from '../../../components/ui/address-picker';
import { FormInput } from '../../../components/ui/form-field';
import { ProcessingNotice } from '../../../components/ui/processing-notice';
import { updateContactDetails } from '../api/account-calls';
import { useAccountSaved } from '../hooks/use-account-saved';
import type { SectionFormProps } from './section-form-props';
import { Toast } from './toast';
import { SubmitButton } from '../../../components/ui/submit-button';
import { saveBlockedReason } from './save-blocked';

const t = messages.myDetails;
const copy = {
  areaCode: 'Area code', // page copy
  number: 'Phone number', // page copy
  phoneHint: 'Home or work phone. The country code +61 is added for you.', // page copy
  home: 'Home address', // page copy
  postal: 'Postal address', // page copy
};
type FormInputValues = {
  PhoneNumber: { AreaCode: string; Number: string; IntlNumber?: typeof INTERNATIONAL_CODE };
  HomeAddressForDB?: ContactDetailsForm['HomeAddressForDB'];
  PostalAddressForDB?: ContactDetailsForm['PostalAddressForDB'];
  AreAddressesSame?: boolean;
};

/**
 * Contact Details edit (spec part 1 §2, §5): phone area code and number (each required once the
 * other is filled; the international code is always 61), home address from the lookup refusing PO
 * boxes, postal address unless same as home. Save stays disabled until the form is valid, both
 * addresses are there and something changed.
 */
export function ContactDetailsForm({ account, onCancel }: SectionFormProps) {
  const onSaved = useAccountSaved();
  const [failure, setFailure] = useState({ message: '', id: 0 });
  const contact = account.ContactDetails;
  const { control, register, handleSubmit, formState } = useForm<
    FormInputValues,
    unknown,
    ContactDetailsForm
  >({
    resolver: zodResolver(contactDetailsFormSchema),
    mode: 'onChange',
    defaultValues: {
      PhoneNumber: {
        AreaCode: contact.PhoneNumber?.AreaCode ?? '',
        Number: contact.PhoneNumber?.Number ?? '',
      },
      HomeAddressForDB: contact.HomeAddressForDB,
      PostalAddressForDB: account.AreAddressesSame ? null : contact.PostalAddressForDB,
      AreAddressesSame: account.AreAddressesSame,
    },
  });
  const [home, postal, isSame] = useWatch({
    control,
    name: ['HomeAddressForDB', 'PostalAddressForDB', 'AreAddressesSame'],
  });
  const hasAddresses = Boolean(home) && (isSame === true || Boolean(postal));
  const shows = (touched: boolean | undefined) => formState.isSubmitted || Boolean(touched);

  const submit = handleSubmit(async (values) => {
    const phone = values.PhoneNumber;
    try {
      await updateContactDetails({
        EmailAddress: contact.EmailAddress,
        MobileNumber: contact.MobileNumber,
        PhoneNumber:
          phone.AreaCode === '' && phone.Number === ''
            ? null
            : { IntlNumber: INTERNATIONAL_CODE, AreaCode: phone.AreaCode, Number: phone.Number },
        HomeAddressForDB: values.HomeAddressForDB!,
        PostalAddressForDB: values.AreAddressesSame ? null : values.PostalAddressForDB,
        AreAddressesSame: values.AreAddressesSame,
      });
      await onSaved('contact-details');
    } catch {
      setFailure((f) => ({ message: t.toasts.contactFailed, id: f.id + 1 }));
    }
  });

  const errors = formState.errors;
  const touched = formState.touchedFields;
  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="account-form__phone">
        <legend>{copy.phoneHint}</legend>
        <FormInput
          {...register('PhoneNumber.AreaCode', { deps: ['PhoneNumber.Number'] })}
          id="contact-AreaCode"
          label={copy.areaCode}
          inputMode="numeric"
          maxLength={2}
          className="field__input--width-2"
          autoComplete="tel-area-code"
          error={errors.PhoneNumber?.AreaCode?.message}
          isTouched={shows(touched.PhoneNumber?.AreaCode) || shows(touched.PhoneNumber?.Number)}
        />
        <FormInput
          {...register('PhoneNumber.Number', { deps: ['PhoneNumber.AreaCode'] })}
          id="contact-Number"
          label={copy.number}
          inputMode="numeric"
          maxLength={8}
          className="field__input--width-10"
          autoComplete="tel-local"
          error={errors.PhoneNumber?.Number?.message}
          isTouched={shows(touched.PhoneNumber?.Number) || shows(touched.PhoneNumber?.AreaCode)}
        />
      </fieldset>
      <Controller
        control={control}
        name="HomeAddressForDB"
        render={({ field, fieldState }) => (
          <AddressPicker
            id="contact-HomeAddress"
            label={copy.home}
            isHomeAddress
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            isTouched={shows(fieldState.isTouched)}
          />
        )}
      />
      <div className="checkbox">
        <input
          {...register('AreAddressesSame', { deps: ['PostalAddressForDB'] })}
          type="checkbox"
          id="contact-AreAddressesSame"
        />
        <label htmlFor="contact-AreAddressesSame">{t.postalSameAsHome}</label>
      </div>
      {!isSame && (
        <Controller
          control={control}
          name="PostalAddressForDB"
          render={({ field, fieldState }) => (
            <AddressPicker
              id="contact-PostalAddress"
              label={copy.postal}
              isHomeAddress={false}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              isTouched={shows(fieldState.isTouched)}
            />
          )}
        />
      )}
      <ProcessingNotice isActive={formState.isSubmitting} />
      <SubmitButton
        className="account-form__actions"
        isBusy={formState.isSubmitting}
        blockedReason={saveBlockedReason(formState, hasAddresses)}
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
