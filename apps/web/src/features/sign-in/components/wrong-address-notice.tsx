import { useQuery } from '@tanstack/react-query';
import { messages } from '@portal/contract';
import { informationQuery } from '../../../api/get-information';

/**
 * Whether the page was opened on another address than the portal's canonical one (the server's
 * PUBLIC_URL): only the origins are compared, so any path on the right address is fine. No canonical
 * address, or one that is not an http(s) URL, never shows the notice.
 */
export function isWrongAddress(publicUrl: string | null | undefined, pageOrigin: string): boolean {
  if (!publicUrl) return false;
  let canonical: URL;
  try {
    canonical = new URL(publicUrl);
  } catch {
    return false;
  }
  if (canonical.protocol !== 'https:' && canonical.protocol !== 'http:') return false;
  return canonical.origin !== pageOrigin;
}

/**
 * "A hidden notice exists for wrong-address use" (spec part 1 §2 "Sign-in page"): hidden unless the
 * server names its canonical address (getInformation's PublicUrl) and this page is on another one;
 * then it asks the visitor to use the canonical address, linked.
 */
export function WrongAddressNotice() {
  const { data } = useQuery(informationQuery);
  const publicUrl = data?.PublicUrl;
  if (!publicUrl || !isWrongAddress(publicUrl, window.location.origin)) return null;
  const [before = '', after = ''] = messages.signIn.wrongAddress.split('{url}');
  return (
    <p className="notice notice--warning sign-in__wrong-address" role="status">
      {before}
      <a href={publicUrl}>{publicUrl}</a>
      {after}
    </p>
  );
}
