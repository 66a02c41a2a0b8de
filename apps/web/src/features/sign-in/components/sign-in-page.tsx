import { Link } from 'react-router';
import { formatMessage, messages } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import { useBranding } from '../../../api/get-information';
import { useMaintenanceMessages } from '../../../api/check-maintenance-message';
import { useSignIn } from '../hooks/use-sign-in';
import { SignInForm } from './sign-in-form';
import { WrongAddressNotice } from './wrong-address-notice';

const t = messages.signIn;

/** Page copy of the sign-in screen (part 1 §2 "Sign-in page"); the field texts come from the contract. */
const copy = {
  intro:
    'This portal is for {provider} clients who already have an accepted claim. Sign in to manage your claim online, at any time.',
  features: [
    { title: 'Your details', text: 'Update your personal and banking details.' },
    { title: 'Messages', text: 'Send and receive messages about your claim.' },
    { title: 'Receipts', text: 'Upload receipts and claim reimbursements.' },
  ],
  newHere: 'New to the portal?',
  selfAssessmentIntro: `Not sure what support you need? ${messages.survey.duration}`,
};

/**
 * The sign-in screen's content: intro, three feature boxes, the form, Register and Forgot links, the
 * self-assessment button, maintenance messages and the wrong-address notice (shown only on an address
 * other than the server's PUBLIC_URL). The footer comes from the layout.
 */
export function SignInPage() {
  const { providerName } = useBranding();
  const maintenance = useMaintenanceMessages();
  const submit = useSignIn();
  return (
    <div className="page sign-in">
      <WrongAddressNotice />
      <PageTitle>{t.submit}</PageTitle>
      {maintenance.length > 0 && (
        // Maintenance messages are shown on the sign-in page when the server has any (part 1 §3, §7).
        <div className="notice notice--warning sign-in__maintenance" role="status">
          {maintenance.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <p className="sign-in__intro">{formatMessage(copy.intro, { provider: providerName })}</p>
      <ul className="feature-boxes">
        {copy.features.map((feature) => (
          <li key={feature.title} className="feature-box">
            <h2 className="feature-box__title">{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
      <div className="sign-in__panel">
        <SignInForm onSubmit={submit} />
        <ul className="sign-in__links">
          <li>
            <Link to="/forgotusername">{t.forgotUsername}</Link>
          </li>
          <li>
            <Link to="/forgotpassword">{t.forgotPassword}</Link>
          </li>
        </ul>
        <p className="sign-in__register">
          {copy.newHere} <Link to="/register">{t.register}</Link>
        </p>
      </div>
      <section className="sign-in__self-assessment" aria-labelledby="self-assessment-heading">
        <h2 id="self-assessment-heading">{t.selfAssessment}</h2>
        <p>{copy.selfAssessmentIntro}</p>
        <Link className="button button--secondary" to="/surveyvalidation">
          {t.selfAssessment}
        </Link>
      </section>
    </div>
  );
}
