import type { FormEvent } from 'react';
import { calendarToday, formatDate, messages, type GetAuthorityFormDataResponse } from '@portal/contract';
import { TaskRefusalNotice } from '../../../components/ui/task-refusal-notice';
import { useAuthorityForm } from '../hooks/use-authority-form';
import { useSignaturePad } from '../hooks/use-signature-pad';
import { fullNameOf } from './authority-details';
import { DrawnSignature } from './drawn-signature';
import { TypedSignature } from './typed-signature';

/** Page copy. */
const copy = {
  signedBy: 'Signed by',
  date: 'Date',
  drawn: 'You are signing with your drawn signature.',
  typed: 'You are signing with your typed name.',
  unsigned: 'Draw your signature or type your full name to submit.',
};

export interface AuthoritySigningFormProps {
  data: GetAuthorityFormDataResponse;
  /** False while the consent text is not on the page: nobody signs what they were not shown. */
  isConsentShown: boolean;
}

/**
 * Signing (spec part 2 §2 "Authority form"): the canvas and the typed signature side by side, the
 * name with initials and today's date (dd/MM/yyyy, in the provider's time zone), which signature
 * Submit will send, and Submit, disabled until signed and while submitting.
 */
export function AuthoritySigningForm({ data, isConsentShown }: AuthoritySigningFormProps) {
  const form = useAuthorityForm();
  const pad = useSignaturePad(form.drawingChanged);
  const today = formatDate(calendarToday());

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit(pad.toPng);
  }

  const methodText =
    form.method === 'drawn' ? copy.drawn : form.method === 'typed' ? copy.typed : copy.unsigned;
  return (
    <form className="authority-form__form" noValidate onSubmit={onSubmit}>
      <TaskRefusalNotice task={form.task} />
      <div className="authority-form__methods">
        <DrawnSignature
          canvasRef={pad.canvasRef}
          isSigned={pad.isSigned}
          onClear={pad.clear}
          disabled={form.isSubmitting}
        />
        <TypedSignature
          value={form.typed}
          errors={form.typedErrors}
          onChange={form.changeTyped}
          disabled={form.isSubmitting}
        />
      </div>
      <dl className="authority-form__signed-by">
        <div>
          <dt>{copy.signedBy}</dt>
          <dd>
            {fullNameOf(data)} ({data.Initials})
          </dd>
        </div>
        <div>
          <dt>{copy.date}</dt>
          <dd>{today}</dd>
        </div>
      </dl>
      <p className="authority-form__method-status" role="status">
        {form.isSubmitting ? messages.authorityForm.submitting : methodText}
      </p>
      <button
        type="submit"
        className="button button--primary"
        disabled={!form.method || !isConsentShown || form.isSubmitting}
      >
        {messages.authorityForm.submit}
      </button>
    </form>
  );
}
