import sanitizeHtml from 'sanitize-html';

/**
 * HTML the provider writes (content items, service pages, survey questions and outro) is shown inside
 * the portal's own pages, so it is reduced to a safe subset on the server (issue 14): when the provider
 * stores it, and again whenever it is read, so rows stored before this rule (and the demo seed) are
 * safe too. The web sanitises once more with DOMPurify.
 *
 * Kept: text structure (headings, paragraphs, lists, tables, emphasis), links and images. Gone: script,
 * style, iframe, object, embed, form and its controls, svg and math, every event handler and style
 * attribute, and any URL that is not http(s), mailto or tel (javascript:, vbscript:, data: ...); images
 * load only over https, and protocol-relative URLs are refused, so nothing loads from an unchecked host.
 */
const SAFE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the opened page a handle on the portal (tabnabbing).
    a: (tagName, attribs) =>
      attribs.target
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeProviderHtml(html: string): string {
  return sanitizeHtml(html, SAFE_HTML_OPTIONS);
}
