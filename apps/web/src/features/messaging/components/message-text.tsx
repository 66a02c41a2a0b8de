import { ExternalLink } from '../../../components/ui/external-link';
import { linkify } from '../../../lib/linkify';

/**
 * A message's text with its web links made clickable (spec part 2 §2). The text is rendered as text
 * nodes, never as HTML; line breaks are kept by CSS (white-space: pre-wrap). Links leave the portal,
 * so they ask first and open in a new tab (part 2 §2 "External links").
 */
export function MessageText({ text }: { text: string }) {
  return (
    <div className="message-text">
      {linkify(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <ExternalLink key={index} href={segment.href}>
            {segment.text}
          </ExternalLink>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </div>
  );
}
