import { describe, expect, it } from 'vitest';
import { sanitizeProviderHtml } from './safe-html.js';

/**
 * Known XSS vectors (OWASP filter-evasion cheat sheet, mutation XSS, obfuscated schemes). After
 * sanitising, none may leave an executable element, an event handler or a script-capable URL.
 */
const vectors = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=x onerror=alert(1)>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<IMG SRC="javascript:alert(1);">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name="a"><button>Go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="behavior:url(x.htc)">x</p>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a href="//evil.example/x">x</a>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<xmp><script>alert(1)</script></xmp>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<blockquote cite="javascript:alert(1)">x</blockquote>',
  '<a href="https://ok.example" target="_blank">x</a>',
];

const ELEMENT =
  /<\s*(script|style|iframe|object|embed|form|input|button|textarea|svg|math|base|meta|link|template|noscript|xmp|body|video|source|details)\b/i;
const EVENT_HANDLER = /<[^>]*\son[a-z]+\s*=/i;
const STYLE_ATTRIBUTE = /<[^>]*\sstyle\s*=/i;

/** An https, mailto or tel address, or a path on the portal itself (no scheme, not `//host`). */
const SAFE_URL = /^(https:\/\/|mailto:|tel:|(?!\/\/)[^:]*$)/i;

/** The value of every href, src, cite and background attribute left in the output. */
function urlAttributes(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|cite|background)\s*=\s*"([^"]*)"/gi)].map((m) => m[1] as string);
}

describe('sanitizeProviderHtml', () => {
  it.each(vectors)('leaves nothing executable of %s', (vector) => {
    const safe = sanitizeProviderHtml(vector);
    expect(safe).not.toMatch(ELEMENT);
    expect(safe).not.toMatch(EVENT_HANDLER);
    expect(safe).not.toMatch(STYLE_ATTRIBUTE);
    for (const url of urlAttributes(safe)) expect(url).toMatch(SAFE_URL);
    // A second pass changes nothing: what is stored is already in its final form.
    expect(sanitizeProviderHtml(safe)).toBe(safe);
  });

  it('keeps headings, paragraphs, lists, tables, emphasis and safe links as written', () => {
    const html =
      '<h2>Physiotherapy</h2><p>Up to <strong>12</strong> sessions, <em>no</em> approval.</p>' +
      '<ul><li>One</li></ul><table><tr><th scope="col">A</th></tr><tr><td>1</td></tr></table>' +
      '<p><a href="https://www.tac.vic.gov.au/">TAC</a> <a href="mailto:info@example.com">mail</a> ' +
      '<a href="tel:1300654329">call</a> <a href="/services">relative</a></p>';
    expect(sanitizeProviderHtml(html)).toBe(html);
  });

  it('keeps https images and drops the address of http and data images', () => {
    expect(sanitizeProviderHtml('<img src="https://cdn.example/a.png" alt="A" />')).toBe(
      '<img src="https://cdn.example/a.png" alt="A" />',
    );
    expect(sanitizeProviderHtml('<img src="http://cdn.example/a.png" alt="A" />')).toBe('<img alt="A" />');
    expect(sanitizeProviderHtml('<img src="data:image/png;base64,AAAA" alt="A" />')).toBe('<img alt="A" />');
  });

  it('keeps the text of a dropped wrapper but not the code of a script or style', () => {
    expect(sanitizeProviderHtml('<form><p>Kept</p></form><script>lost()</script><style>p{}</style>')).toBe(
      '<p>Kept</p>',
    );
  });

  it('makes a link that opens a new tab unable to reach back to the portal', () => {
    expect(sanitizeProviderHtml('<a href="https://ok.example" target="_blank">x</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
