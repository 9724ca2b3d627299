import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "~/i18n/translate";
import { Link, NavLink } from "react-router";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { site } from "~/config/site";
import { usePageHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { primaryNav } from "./navigation";

// The menu is inert until the toggle is pressed, so its code loads on first use (prefetched on hover
// or focus of the toggle), keeping it out of every page's initial JavaScript.
const loadMenu = () => import("./mobile-menu");
const MobileMenu = lazy(() => loadMenu().then((module) => ({ default: module.MobileMenu })));

export function SiteHeader() {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <header className="border-line/80 sticky top-0 z-40 h-16 border-b bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/75 lg:h-18">
      <Container className="flex h-full items-center gap-6">
        <Link to={pageHref("home")} className="rounded-lg" aria-label={t("header.homeLink")}>
          <Logo />
        </Link>

        <nav aria-label={t("header.primaryNav")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((item) => (
              <li key={item.id}>
                <NavLink
                  to={pageHref(item.id)}
                  className={({ isActive }) =>
                    cn(
                      "rounded-pill px-4 py-2 text-[0.9375rem] font-semibold transition-colors",
                      isActive ? "bg-primary-50 text-primary-700" : "text-navy-800 hover:bg-navy-50",
                    )
                  }
                >
                  <span>
                    {item.branded ? <span className="sr-only">{site.name} </span> : null}
                    {t(item.label)}
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {/* Wrappers own the responsive display, so it never competes with the buttons' own classes (0006). */}
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <div className="hidden items-center gap-2 lg:flex">
            <ButtonLink to={pageHref("login")} variant="ghost" size="sm">
              {t("header.login")}
            </ButtonLink>
            <ButtonLink to={pageHref("signup")} variant="secondary" size="sm">
              {t("header.signup")}
            </ButtonLink>
          </div>
          <div className="hidden min-[420px]:block">
            <ExternalButtonLink href={site.links.scheduling} size="sm">
              {t("header.getStarted")}
            </ExternalButtonLink>
          </div>
          <button
            ref={toggleRef}
            type="button"
            className="text-navy-900 hover:bg-navy-50 inline-flex size-10 items-center justify-center rounded-full lg:hidden"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuLoaded ? "mobile-menu" : undefined}
            onPointerEnter={() => void loadMenu()}
            onFocus={() => void loadMenu()}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">{t("menu.open")}</span>
          </button>
        </div>
      </Container>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} returnFocusTo={toggleRef} />
        </Suspense>
      ) : null}
    </header>
  );
}
