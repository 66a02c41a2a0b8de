import { createContext, useContext, type ReactNode } from 'react';

/**
 * One h1 per page: when the claim header is showing it renders the page title as the h1, and pages
 * render theirs through PageTitle, which then stays silent.
 */
const HeaderShowsTitleContext = createContext(false);

export function HeaderShowsTitleProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return <HeaderShowsTitleContext.Provider value={value}>{children}</HeaderShowsTitleContext.Provider>;
}

export function PageTitle({ children }: { children: ReactNode }) {
  const headerShowsTitle = useContext(HeaderShowsTitleContext);
  if (headerShowsTitle) return null;
  return <h1 className="page-title">{children}</h1>;
}
