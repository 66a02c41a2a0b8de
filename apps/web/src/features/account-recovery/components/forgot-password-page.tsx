import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RetrievalForm as RetrievalValues } from '@portal/contract';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { alertErrors } from '../../../lib/error-alert';
import { sessionStore } from '../../../lib/session-store';
import { forgotPassword } from '../api/recovery-calls';
import { isNotFoundFailure } from '../recovery-errors';
import { RecoveryPageFrame } from './recovery-page-frame';
import { RetrievalForm } from './retrieval-form';

const copy = {
  intro: 'Enter your details to set a new password.', // page copy
  submit: 'Continue', // page copy
};

/**
 * Forgot password (spec part 1 §2, §4): the answer's reset token and username go to session storage
 * (forgotPasswordAccessToken, username) and /resetpassword opens.
 */
export function ForgotPasswordPage({ meta }: ScreenProps) {
  const navigate = useNavigate();
  const [isNotFound, setIsNotFound] = useState(false);

  async function submit(values: RetrievalValues): Promise<boolean> {
    setIsNotFound(false);
    try {
      const answer = await forgotPassword(values);
      sessionStore.setForgotPassword(answer.ResetPasswordToken, answer.Username);
      void navigate('/resetpassword');
      return true;
    } catch (failure) {
      if (isNotFoundFailure(failure)) setIsNotFound(true);
      else alertErrors(failure);
      return false;
    }
  }

  return (
    <RecoveryPageFrame title={meta.title} intro={<p>{copy.intro}</p>} isNotFound={isNotFound}>
      <RetrievalForm formKey="forgot-password" submitLabel={copy.submit} onSubmit={submit} />
    </RecoveryPageFrame>
  );
}
