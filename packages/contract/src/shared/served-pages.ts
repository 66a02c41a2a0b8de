import type { Branding } from './branding.js';

/**
 * What the web build and the server agree on about the HTML pages the server sends (issue 15). Neither
 * imports the other, so it is written here once.
 *
 * The provider's name and phone line are server settings (RESOLUTIONS.md "Branding"), but the public
 * pages are prerendered at build time (apps/web/scripts/prerender.mjs). The build renders them with these
 * stand-ins, and the server puts its configured branding in their place once at start
 * (apps/server/src/plugins/web-pages.ts). Both are written by React exactly as they are: letters and
 * underscores, and a phone of digits that telHref keeps whole. The build checks that the stand-in copy,
 * filled with the default branding, is the page rendered with the default branding, so a component that
 * transforms the name (say, capitalises it: hence a name in mixed case) or the phone (spaces made
 * non-breaking) stops the build instead of shipping a page the server cannot fill in.
 */
export const brandingStandIns: Readonly<Branding> = Object.freeze({
  providerName: '__Provider_Name__',
  providerPhone: '+0000000000000',
});

/**
 * The id of the page's data block in which the server sends getinformation's answer (a
 * `<script type="application/json">`, never executed), so the app starts with the configured branding
 * instead of waiting for the call.
 */
export const pageInformationElementId = 'portal-information';

/** A tel: link target for a displayed phone number such as "1300 654 329". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Text made safe for HTML, inside an element or a quoted attribute value alike. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The prerendered page with every stand-in replaced by `branding`, HTML-escaped. One pass over the
 * page, longest form first (the tel: target before the phone it contains), so a configured value is
 * never read again as a stand-in.
 */
export function fillBrandingStandIns(page: string, branding: Branding): string {
  const values = new Map([
    [telHref(brandingStandIns.providerPhone), telHref(branding.providerPhone)],
    [brandingStandIns.providerPhone, branding.providerPhone],
    [brandingStandIns.providerName, branding.providerName],
  ]);
  const pattern = new RegExp(
    [...values.keys()].map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  return page.replace(pattern, (standIn) => escapeHtml(values.get(standIn) ?? standIn));
}
