import { Link } from 'react-router';
import { clientErrors } from '@portal/contract';

/** Shown when a screen throws while rendering, instead of a blank page. */
export function RouteErrorPage() {
  return (
    <main id="main" className="app-main">
      <section className="page">
        <h1 className="page-title">Something went wrong</h1>
        <p>{clientErrors.scriptError.Message}</p>
        <p>
          <Link to="/login" reloadDocument>
            Go to the sign-in page
          </Link>
        </p>
      </section>
    </main>
  );
}
