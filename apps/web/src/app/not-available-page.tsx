import { Link } from 'react-router';
import { useSession } from '../lib/use-session';
import { PageTitle } from '../components/layout/page-title';
import type { RouteMeta } from '../lib/routing/route-types';

/** What a screen shows until the issue that builds it lands: its title, a sentence and a way home. */
export function NotAvailablePage({ meta }: { meta: RouteMeta }) {
  const { user, claim } = useSession();
  const home = user === null ? '/login' : claim === null ? '/claims' : '/claim';
  return (
    <section className="page not-available">
      <PageTitle>{meta.title}</PageTitle>
      <p>This part of the portal is not available yet.</p>
      <p>
        <Link to={home}>Go to the home page</Link>
      </p>
    </section>
  );
}
