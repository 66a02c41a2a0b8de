import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RetrievalForm as RetrievalValues } from '@portal/contract';
import type { ScreenProps, SentUsernameState } from '../../../lib/routing/route-types';
import { alertErrors } from '../../../lib/error-alert';
import { retrieveUsername } from '../api/recovery-calls';
import { isNotFoundFailure } from '../recovery-errors';
import { RecoveryPageFrame } from './recovery-page-frame';
import { RetrievalForm } from './retrieval-form';

const copy = {
  intro: 'Enter your details and we will send your username to your mobile or email.', // page copy
  submit: 'Send my username', // page copy
};

/**
 * How the username went out: the channels the answer names, else the ones the claimant gave (the
 * server may not say, so as not to reveal whether the details matched).
 */
function sentVia(
  answer: { SMS: boolean; Email: boolean },
  form: RetrievalValues,
): SentUsernameState['sentVia'] {
  const byMobile = answer.SMS || (!answer.Email && form.MobileNumber !== '');
  const byEmail = answer.Email || (!answer.SMS && form.EmailAddress !== '');
  if (byMobile && byEmail) return 'email-and-mobile';
  return byMobile ? 'mobile' : 'email';
}

/** Forgot username (spec part 1 §2, §7 retrieveusername): success opens /sentusername. */
export function ForgotUsernamePage({ meta }: ScreenProps) {
  const navigate = useNavigate();
  const [isNotFound, setIsNotFound] = useState(false);

  async function submit(values: RetrievalValues): Promise<boolean> {
    setIsNotFound(false);
    try {
      const answer = await retrieveUsername(values);
      const state: SentUsernameState = { sentVia: sentVia(answer, values) };
      void navigate('/sentusername', { state });
      return true;
    } catch (failure) {
      if (isNotFoundFailure(failure)) setIsNotFound(true);
      else alertErrors(failure);
      return false;
    }
  }

  return (
    <RecoveryPageFrame title={meta.title} intro={<p>{copy.intro}</p>} isNotFound={isNotFound}>
      <RetrievalForm formKey="forgot-username" submitLabel={copy.submit} onSubmit={submit} />
    </RecoveryPageFrame>
  );
}
