import { messages } from '@portal/contract';
import { useMaintenanceMessages } from '../../../api/check-maintenance-message';
import { PageTitle } from '../../../components/layout/page-title';
import { MaintenanceNotice } from '../../../components/ui/maintenance-notice';
import { TaskRefusalNotice } from '../../../components/ui/task-refusal-notice';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { useContactUs } from '../hooks/use-contact-us';
import { CallCentreNotice } from './call-centre-notice';
import { ContactUsForm } from './contact-us-form';
import './contact-us.css';

/**
 * Contact us (spec part 2 §2 "/contactus"): the intro, the call-centre notice in working hours and the
 * enquiry form; while a maintenance message exists, the maintenance component with its link back to
 * sign-in stands in its place.
 */
export function ContactUsPage({ meta }: ScreenProps) {
  const maintenance = useMaintenanceMessages();
  const form = useContactUs();
  if (maintenance.length > 0) return <MaintenanceNotice messages={maintenance} />;
  return (
    <section className="page contact-us">
      <PageTitle>{meta.title}</PageTitle>
      <p className="contact-us__intro">{messages.contactUs.intro}</p>
      <CallCentreNotice />
      <TaskRefusalNotice task={form.task} />
      <ContactUsForm form={form} />
    </section>
  );
}
