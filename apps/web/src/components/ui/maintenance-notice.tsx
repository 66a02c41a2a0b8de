import { Link } from 'react-router';
import { messages } from '@portal/contract';

export interface MaintenanceNoticeProps {
  /** The maintenance messages (checkmessage); each shows as its own paragraph. */
  messages: readonly string[];
  /** Where the link back goes; the sign-in screen by default. */
  backTo?: string;
}

/**
 * What registration and the forgot pages show instead of their forms while a maintenance message
 * exists (spec part 1 §2): the title Maintenance, the messages and a link back to sign in. It is the
 * page's only content, so it renders the page's h1 itself.
 */
export function MaintenanceNotice({ messages: lines, backTo = '/login' }: MaintenanceNoticeProps) {
  return (
    <section className="page maintenance" aria-labelledby="maintenance-title">
      <h1 className="page-title" id="maintenance-title">
        {messages.registration.maintenanceTitle}
      </h1>
      <div className="notice notice--warning">
        {lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
      <p>
        <Link to={backTo}>{messages.registration.backToSignIn}</Link>
      </p>
    </section>
  );
}
