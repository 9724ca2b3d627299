import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";

/**
 * The few router exports the sections use, for pages that are documents of their own (Astro): a
 * link is an anchor, the location is the page being rendered (`InPage`, an island's `InScope`).
 * The names and props are React Router's, which the sections were written against.
 */
export type PageLocation = { pathname: string; notFound: boolean };

const LocationContext = createContext<PageLocation>({ pathname: "/", notFound: false });

export function PageLocationProvider({ pathname, notFound = false, children }: { pathname: string; notFound?: boolean; children: ReactNode }) {
  return <LocationContext.Provider value={{ pathname, notFound }}>{children}</LocationContext.Provider>;
}

/** A page location for tests: the first entry is the path (React Router's MemoryRouter props). */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  return <PageLocationProvider pathname={initialEntries?.[0] ?? "/"}>{children}</PageLocationProvider>;
}

export function useLocation(): PageLocation {
  return useContext(LocationContext);
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

export function Link({ to, children, ...props }: LinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

type NavLinkProps = Omit<LinkProps, "className" | "children"> & {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
};

/** A link that knows whether it points at the current page, as React Router's NavLink does. */
export function NavLink({ to, className, children, ...props }: NavLinkProps) {
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
