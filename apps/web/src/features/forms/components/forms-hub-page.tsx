import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatMessage, messages } from '@portal/contract';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { PageTitle } from '../../../components/layout/page-title';
import { TimedToast } from '../../../components/ui/timed-toast';
import { clearDraftFlags, readDraftFlags } from '../../../lib/drafts/draft-session';
import { draftFormKeys } from '../../../lib/drafts/draft-keys';
import { useSession } from '../../../lib/use-session';
import { useDraftDates } from '../api/get-draft-dates';
import './forms-hub.css';

/** Link panel (part 2 §3 "Link panel": Title, Route, Subtitle). */
interface LinkPanel {
  key: string;
  title: string;
  route: string;
  subtitle?: string | undefined;
}

const t = messages.formsHub;

/**
 * Reads the documents form's flags once: a form left with its draft saved on the server shows the
 * hub's toast (part 2 §2 "After a saved draft a toast shows for 3 seconds"), then the flags are spent.
 */
function useDraftSavedToast(scope: string): string {
  const [message] = useState(() => {
    const flags = readDraftFlags(draftFormKeys.documents, scope);
    return flags?.isFormSaved && flags.hasServerDraft ? t.draftSaved : '';
  });
  useEffect(() => clearDraftFlags(draftFormKeys.documents), []);
  return message;
}

/**
 * The forms and documents hub (spec part 2 §2 "/forms"): Send documents, with "Draft - edited {date}"
 * when getdraftdates answers a DocumentsDate, and Complete Authority form. Also where a discarded
 * documents draft and a left documents form land.
 */
export function FormsHubPage({ meta }: ScreenProps) {
  const { claim } = useSession();
  const dates = useDraftDates();
  const toast = useDraftSavedToast(claim?.Number ?? '');
  const documentsDate = dates.data?.DocumentsDate;

  const panels: LinkPanel[] = [
    {
      key: 'documents',
      title: t.sendDocuments,
      route: '/submitdocuments',
      subtitle: documentsDate ? formatMessage(t.draftEdited, { date: documentsDate }) : undefined,
    },
    { key: 'authority', title: t.authorityForm, route: '/authorityform' },
  ];

  return (
    <section className="page forms-hub">
      <PageTitle>{meta.title}</PageTitle>
      <TimedToast message={toast} />
      <ul className="forms-hub__panels">
        {panels.map((panel) => (
          <li key={panel.key}>
            <Link className="forms-hub__panel" to={panel.route}>
              <span className="forms-hub__title">{panel.title}</span>
              {/* A space between title and subtitle keeps them two words in the link's name. */}
              {panel.subtitle && (
                <>
                  {' '}
                  <span className="forms-hub__subtitle">{panel.subtitle}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
