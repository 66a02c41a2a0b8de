import { Link } from 'react-router';
import { formatMessage, messages } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { useBranding } from '../../../api/get-information';

/**
 * The username-sent page (spec part 1 §2). Its route guard already sent anyone without the route
 * state naming how the username went out back to /login. The text never confirms that the details
 * matched: if they are in the system the username went to them, otherwise call the provider.
 */
export function SentUsernamePage({ meta }: ScreenProps) {
  const { providerName, providerPhone } = useBranding();
  return (
    <section className="page recovery">
      <PageTitle>{meta.title}</PageTitle>
      <p>
        {formatMessage(messages.retrieval.usernameSent, { provider: providerName, phone: providerPhone })}
      </p>
      <p>
        <Link className="button button--primary" to="/login">
          {messages.retrieval.backToSignIn}
        </Link>
      </p>
    </section>
  );
}
