import { Link } from 'react-router';
import { APP_VERSION, formatMessage, messages } from '@portal/contract';

/**
 * Footer with Terms & Conditions, Privacy Policy and the app version (spec part 1 §1, §2).
 * The links are hidden on the claims page.
 */
export function Footer({ showLinks }: { showLinks: boolean }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {showLinks && (
          <nav aria-label="Footer">
            <ul className="site-footer__links">
              <li>
                <Link to="/disclaimer">{messages.shell.footer.terms}</Link>
              </li>
              <li>
                <Link to="/privacypolicy">{messages.shell.footer.privacy}</Link>
              </li>
            </ul>
          </nav>
        )}
        <p className="site-footer__version">
          {formatMessage(messages.shell.footer.version, { version: APP_VERSION })}
        </p>
      </div>
    </footer>
  );
}
