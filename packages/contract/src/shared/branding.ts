/**
 * The provider's branding (RESOLUTIONS.md "Branding"). The server may override it by configuration
 * (PROVIDER_NAME, PROVIDER_PHONE); the web reads the live values from getinformation.
 */
export interface Branding {
  providerName: string;
  providerPhone: string;
}

export const defaultBranding: Readonly<Branding> = Object.freeze({
  providerName: 'TAC',
  providerPhone: '1300 654 329',
});

/** Placeholder values for messages that name the provider: `{provider}` and `{phone}`. */
export function brandingValues(branding: Branding = defaultBranding): Record<string, string> {
  return { provider: branding.providerName, phone: branding.providerPhone };
}

/**
 * Fills `{name}` placeholders from `values`. A placeholder with no value is left as written, so a
 * missing value shows up in review rather than as an empty gap.
 */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder,
  );
}
