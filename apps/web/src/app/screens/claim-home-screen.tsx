import { ClaimHomePage } from '../../features/claim-home/components/claim-home-page';
import { ThingsToDo } from '../../features/tasks/components/things-to-do';
import { PaymentsSummary } from '../../features/payments/components/payments-summary';
import { WhatsHappening } from '../../features/claim-timeline/components/whats-happening';
import type { ScreenProps } from '../../lib/routing/route-types';

/**
 * /claim composed at app level, since features do not import each other (issue 4): claim home's six
 * panels (features/claim-home) with, below them, issue 32's sections from the features that own them.
 * The spec's screen above them stays as it is.
 */
export function ClaimHomeScreen(props: ScreenProps) {
  return (
    <ClaimHomePage {...props}>
      <ThingsToDo />
      <PaymentsSummary />
      <WhatsHappening />
    </ClaimHomePage>
  );
}
