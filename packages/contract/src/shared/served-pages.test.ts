import { describe, expect, it } from 'vitest';
import { defaultBranding } from './branding.js';
import { brandingStandIns, fillBrandingStandIns, telHref } from './served-pages.js';

const { providerName: name, providerPhone: phone } = brandingStandIns;
const page = `<p class="toolbar__brand">${name}</p><a href="${telHref(phone)}">Call ${name} ${phone}</a>`;

describe('fillBrandingStandIns', () => {
  it('puts the branding in every place of a stand-in, the tel: target as a tel: target', () => {
    expect(fillBrandingStandIns(page, defaultBranding)).toBe(
      '<p class="toolbar__brand">TAC</p><a href="tel:1300654329">Call TAC 1300 654 329</a>',
    );
  });

  it('escapes what the configured values hold, in text and in attributes', () => {
    const filled = fillBrandingStandIns(page, {
      providerName: 'Acme <script>alert(1)</script> & "Co"',
      providerPhone: `03 9000 1234'"><b>`,
    });
    expect(filled).toBe(
      '<p class="toolbar__brand">Acme &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Co&#34;</p>' +
        '<a href="tel:0390001234">Call Acme &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Co&#34; ' +
        '03 9000 1234&#39;&#34;&#62;&#60;b&#62;</a>',
    );
    expect(filled).not.toContain('<script>');
  });

  it('writes a value as it is, even one that looks like a replacement pattern or a stand-in', () => {
    const filled = fillBrandingStandIns(page, { providerName: `$& $1 $$ ${phone}`, providerPhone: name });
    expect(filled).toBe(
      `<p class="toolbar__brand">$&#38; $1 $$ ${phone}</p><a href="tel:">Call $&#38; $1 $$ ${phone} ${name}</a>`,
    );
  });

  it('leaves a page without stand-ins as it is', () => {
    const plain = '<p>TAC 1300 654 329</p>';
    expect(fillBrandingStandIns(plain, { providerName: 'Acme', providerPhone: '1' })).toBe(plain);
  });
});

describe('telHref', () => {
  it('keeps only the digits and a leading plus of a displayed number', () => {
    expect(telHref('1300 654 329')).toBe('tel:1300654329');
    expect(telHref('+61 3 9000-1234')).toBe('tel:+61390001234');
  });
});
