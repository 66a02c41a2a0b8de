import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { formatMessage, messages } from '@portal/contract';
import { useBranding } from '../../api/get-information';

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

/**
 * A link that leaves the portal: it asks first, then opens in a new tab (spec part 1 §2 "Layout",
 * part 2 §2). The confirm text names the provider from branding.
 */
export function ExternalLink({ href, children, onClick, ...rest }: ExternalLinkProps) {
  const { providerName } = useBranding();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    event.preventDefault();
    if (window.confirm(formatMessage(messages.shell.leaveSite, { provider: providerName }))) {
      window.open(href, '_blank', 'noopener,noreferrer');
    }
  }

  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer" onClick={handleClick}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
