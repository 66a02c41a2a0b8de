import { Link } from 'react-router';
import { APP_VERSION, formatMessage, messages } from '@portal/contract';

/**
 * Footer with Terms & Conditions, Privacy Policy and the app version (spec part 1 §1, §2); those two
 * links are hidden on the claims page. The accessibility statement's link (issue 30) shows on every
 * page, the claims page too: it says how to report a problem, which belongs wherever one can meet it
 * (ADR 0007).
 */
export function Footer({ showLinks }: { showLinks: boolean }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {showLinks && (
              <>
                <li>
                  <Link to="/disclaimer">{messages.shell.footer.terms}</Link>
                </li>
                <li>
                  <Link to="/privacypolicy">{messages.shell.footer.privacy}</Link>
                </li>
              </>
            )}
            <li>
              <Link to="/accessibility">{messages.shell.footer.accessibility}</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__version">
          {formatMessage(messages.shell.footer.version, { version: APP_VERSION })}
        </p>
      </div>
    </footer>
  );
}
