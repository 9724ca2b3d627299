import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";

/**
 * The few router exports the sections use, for pages that are documents of their own (Astro): a
 * link is an anchor, the location is the page being rendered. The Astro build aliases
 * `react-router` to this module, so sections render unchanged in both builds while pages move.
 */
export type PageLocation = { pathname: string; search: string; hash: string; notFound: boolean };

const LocationContext = createContext<PageLocation>({ pathname: "/", search: "", hash: "", notFound: false });

export function PageLocationProvider({ pathname, notFound = false, children }: { pathname: string; notFound?: boolean; children: ReactNode }) {
  return <LocationContext.Provider value={{ pathname, search: "", hash: "", notFound }}>{children}</LocationContext.Provider>;
}

/** Same props as React Router's MemoryRouter as far as build-time rendering uses them. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  return <PageLocationProvider pathname={initialEntries?.[0] ?? "/"}>{children}</PageLocationProvider>;
}

export function useLocation(): PageLocation {
  return useContext(LocationContext);
}

/** Only the language switcher asks, to know whether it is on a not-found page. */
export function useMatches(): { id: string }[] {
  return useLocation().notFound ? [{ id: "root/not-found" }] : [];
}

export function useNavigate(): (to: string) => void {
  return (to) => window.location.assign(to);
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; prefetch?: string; viewTransition?: boolean };

export function Link({ to, prefetch: _prefetch, viewTransition: _viewTransition, children, ...props }: LinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

type NavLinkProps = Omit<LinkProps, "className" | "children"> & {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
  end?: boolean;
};

/** A link that knows whether it points at the current page, as React Router's NavLink does. */
export function NavLink({ to, className, children, end: _end, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (to !== "/" && pathname.startsWith(`${to}/`));
  return (
    <Link
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : [className, isActive ? "active" : ""].filter(Boolean).join(" ")}
      {...props}
    >
      {typeof children === "function" ? children({ isActive }) : children}
    </Link>
  );
}

/** Loaders' 404 helper; never thrown in a build that renders only the pages it lists. */
export function data<T>(value: T, init?: ResponseInit): { data: T; init?: ResponseInit } {
  return { data: value, init };
}
