import { useEffect, useState } from 'react';
import { isCallCentreOpen, messages } from '@portal/contract';

/** How often the notice looks at the clock again, so a page left open follows the hours. */
const RECHECK_MS = 60_000;

/**
 * The call-centre notice (spec part 2 §2 "Contact us"): shown while the call centre takes calls,
 * Monday to Friday 8:30am to 5:30pm in the provider's time zone (isCallCentreOpen; ADR 0010),
 * so daylight saving never shifts it.
 */
export function CallCentreNotice() {
  const [isOpen, setIsOpen] = useState(() => isCallCentreOpen(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setIsOpen(isCallCentreOpen(new Date())), RECHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  if (!isOpen) return null;
  return <p className="notice contact-us__call-centre">{messages.contactUs.callCentreNotice}</p>;
}
