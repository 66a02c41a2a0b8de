import { Link } from 'react-router';
import { messages } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import { useMaintenanceMessages } from '../../../api/check-maintenance-message';
import { RegistrationForm } from './registration-form';

const r = messages.registration;
const intro =
  'Register to manage your claim online. You will need your claim number and the details we hold about you.'; // page copy

/**
 * /register (spec part 1 §2 "Registration"): titled Registration, or Maintenance when a maintenance
 * message exists — the message then replaces the form and links back to sign-in.
 */
export function RegistrationPage() {
  const maintenance = useMaintenanceMessages();
  if (maintenance.length > 0) {
    return (
      <div className="page registration">
        <PageTitle>{r.maintenanceTitle}</PageTitle>
        <div className="notice notice--warning">
          {maintenance.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
        <p>
          <Link to="/login">{r.backToSignIn}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page registration">
      <PageTitle>{r.title}</PageTitle>
      <p>{intro}</p>
      <RegistrationForm />
    </div>
  );
}
