/**
 * `nh=1` hides the page header (spec part 1 §2, part 2 §2). It arrives as a query parameter
 * (/login?nh=1) or as a matrix parameter on a path segment (/login/m;nh=1).
 */
export function isNoHeader(location: { pathname: string; search: string }): boolean {
  if (new URLSearchParams(location.search).get('nh') === '1') return true;
  return location.pathname.split('/').some((segment) =>
    segment
      .split(';')
      .slice(1)
      .some((param) => param === 'nh=1'),
  );
}

/**
 * The query a link to another page carries so the header stays hidden: `?nh=1` when this page hides
 * it, else empty. Only nh goes along, never the rest of the current query (spec part 2 §2).
 */
export function noHeaderSearch(location: { pathname: string; search: string }): string {
  return isNoHeader(location) ? '?nh=1' : '';
}
