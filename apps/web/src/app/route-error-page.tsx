import { Link, useNavigate, useRouteError } from 'react-router';
import { clientErrors, messages } from '@portal/contract';
import { signOut } from '../api/sign-out';
import { clearAllPreservedValues } from '../lib/use-preserved-form-values';
import { useSession } from '../lib/use-session';
import { isRedirectLoopError } from './redirect-limit';

/** Page copy for the redirect limit (spec part 1 §9); the error text itself comes from the contract. */
const copy = {
  redirectLoop: 'The portal could not work out which page to show you.',
};

/**
 * Shown when a screen throws while rendering, instead of a blank page, and when the route guards hit
 * the redirect limit (redirect-limit.ts): then a signed-in user is offered to sign out, which clears
 * the session state the guards keep bouncing on.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { user } = useSession();
  const isRedirectLoop = isRedirectLoopError(error);

  const handleSignOut = () => {
    clearAllPreservedValues();
    void signOut().finally(() => navigate('/login', { replace: true }));
  };

  return (
    <main id="main" className="app-main">
      <section className="page">
        <h1 className="page-title">Something went wrong</h1>
        <p>{clientErrors.scriptError.Message}</p>
        {isRedirectLoop && <p>{copy.redirectLoop}</p>}
        {isRedirectLoop && user !== null && (
          <p>
            <button type="button" className="button" onClick={handleSignOut}>
              {messages.shell.toolbar.signOut}
            </button>
          </p>
        )}
        <p>
          <Link to="/login" reloadDocument>
            Go to the sign-in page
          </Link>
        </p>
      </section>
    </main>
  );
}
