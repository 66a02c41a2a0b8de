import { ClaimHomePage } from '../../features/claim-home/components/claim-home-page';
import { ThingsToDo } from '../../features/tasks/components/things-to-do';
import { useTasks } from '../../features/tasks/api/get-tasks';
import { PaymentsSummary } from '../../features/payments/components/payments-summary';
import { usePaymentSummary } from '../../features/payments/api/get-payment-summary';
import { WhatsHappening } from '../../features/claim-timeline/components/whats-happening';
import type { ScreenProps } from '../../lib/routing/route-types';

/**
 * /claim composed at app level, since features do not import each other (issue 4): claim home's six
 * panels (features/claim-home) with, below them, issue 32's sections from the features that own them.
 * The spec's screen above them stays as it is. Each section appears only once the one above it has
 * answered (or failed), so a list arriving late never pushes down a section already on screen: the
 * payment summary, when it answered before Things to do, was moved out of a 1280 px screen (layout
 * shift 0.022, layout-shift.e2e.ts). The queries are the sections' own, so this asks for nothing more.
 */
export function ClaimHomeScreen(props: ScreenProps) {
  return (
    <ClaimHomePage {...props}>
      <ThingsToDo />
      <SectionsBelowThingsToDo />
    </ClaimHomePage>
  );
}

/** Inside claim home's page, where the sections' queries run, each shown once the one above has answered. */
function SectionsBelowThingsToDo() {
  const tasksSettled = !useTasks().isPending;
  const summarySettled = !usePaymentSummary().isPending;
  return (
    <>
      {tasksSettled && <PaymentsSummary />}
      {tasksSettled && summarySettled && <WhatsHappening />}
    </>
  );
}
