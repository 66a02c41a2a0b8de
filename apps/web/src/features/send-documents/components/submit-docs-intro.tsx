import DOMPurify from 'dompurify';
import { useSubmitDocsContent } from '../api/get-submit-docs-content';

/**
 * The intro the provider writes (content item `submitdocs`, part 2 §2). The server sanitises it when
 * stored and read; DOMPurify cleans it again here before it reaches the page (docs/architecture.md).
 * A missing item leaves the form without an intro rather than blocking it.
 */
export function SubmitDocsIntro() {
  const content = useSubmitDocsContent();
  if (!content.data || content.data.length === 0) return null;
  return (
    <div
      className="send-documents__intro"
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(content.data.join('\n')) }}
    />
  );
}
