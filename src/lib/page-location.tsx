import { createContext, useContext, type ReactNode } from "react";

/**
 * The page being rendered, for sections that mark the current page or switch its language: each page
 * is a document of its own, so the location is set once per render (`InPage`, an island's `InScope`).
 */
type PageLocation = { pathname: string; notFound: boolean };

const LocationContext = createContext<PageLocation>({ pathname: "/", notFound: false });

export function PageLocationProvider({ pathname, notFound = false, children }: { pathname: string; notFound?: boolean; children: ReactNode }) {
  return <LocationContext.Provider value={{ pathname, notFound }}>{children}</LocationContext.Provider>;
}

export function usePageLocation(): PageLocation {
  return useContext(LocationContext);
}

/** Whether a link to `href` leads to the page at `pathname` or to a page below it (the home page only to itself). */
export function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || (href !== "/" && pathname.startsWith(`${href}/`));
}
