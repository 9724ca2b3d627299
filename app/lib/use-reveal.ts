import { useEffect } from "react";
import { useLocation } from "react-router";
import { startReveal } from "./reveal";

export { revealOptions } from "./reveal";

/**
 * Scroll-reveal for React Router's pages (see `startReveal`): started after each page change, so a
 * new page's `data-reveal` blocks wait below the fold and reused nodes reset.
 */
export function useReveal(): void {
  const { pathname } = useLocation();
  useEffect(() => startReveal(), [pathname]);
}
