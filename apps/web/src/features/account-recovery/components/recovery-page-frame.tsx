import type { ReactNode } from 'react';
import { formatMessage, messages } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import { MaintenanceNotice } from '../../../components/ui/maintenance-notice';
import { RefusalNotice } from '../../../components/ui/refusal-notice';
import { useBranding } from '../../../api/get-information';
import { useMaintenanceMessages } from '../../../api/check-maintenance-message';
import './account-recovery.css';

export interface RecoveryPageFrameProps {
  title: string;
  intro?: ReactNode;
  /** Shows "Your information could not be found..." (error 56 or >450, part 1 §8). */
  isNotFound?: boolean;
  /** Counts the refused attempts: each refusal takes the focus (RefusalNotice). */
  attempt?: number;
  children: ReactNode;
}

/**
 * The frame of the forgot and reset pages: title, the not-found notice and the form, or the
 * maintenance notice in place of the form when a maintenance message exists (part 1 §2).
 */
export function RecoveryPageFrame({
  title,
  intro,
  isNotFound = false,
  attempt = 0,
  children,
}: RecoveryPageFrameProps) {
  const maintenance = useMaintenanceMessages();
  const { providerName, providerPhone } = useBranding();
  if (maintenance.length > 0) return <MaintenanceNotice messages={maintenance} />;
  return (
    <section className="page recovery">
      <PageTitle>{title}</PageTitle>
      {intro}
      <RefusalNotice attempt={attempt}>
        {isNotFound
          ? formatMessage(messages.alerts.informationNotFound, {
              provider: providerName,
              phone: providerPhone,
            })
          : null}
      </RefusalNotice>
      {children}
    </section>
  );
}
