import { Menu, Search } from "lucide-react";
import { LanguageSwitcher } from "~/chrome/language-switcher";
import { Logo } from "~/chrome/logo";
import { primaryNav } from "~/chrome/navigation";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { site } from "~/config/site";
import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { isCurrent, usePageLocation } from "~/lib/page-location";
import { MobileMenu } from "./mobile-menu";
import { ThemeMenu } from "./theme-control";

/**
 * The shared header (SPEC §2) as static markup, with the mobile menu prerendered in a <template>
 * beside it. src/chrome/menu.ts opens it; nothing here hydrates.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  const { pathname } = usePageLocation();

  return (
    <header className="border-line/80 sticky top-0 z-40 h-16 border-b bg-surface/90 backdrop-blur-md supports-[backdrop-filter]:bg-surface/75 lg:h-18">
      <Container className="flex h-full items-center gap-6">
        <a href={pageHref("home")} className="rounded-lg" aria-label={t("header.homeLink")}>
          <Logo />
        </a>

        <nav aria-label={t("header.primaryNav")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((item) => {
              const href = pageHref(item.id);
              const current = isCurrent(pathname, href);
              return (
                <li key={item.id}>
                  <a
                    href={href}
                    aria-current={current ? "page" : undefined}
                    className={cn("rounded-pill px-4 py-2 text-[0.9375rem] font-semibold transition-colors", current ? "bg-brand-soft text-brand forced-colors:border" : "text-ink hover:bg-surface-strong")}
                  >
                    <span>
                      {item.branded ? <span className="sr-only">{site.name} </span> : null}
                      {t(item.label)}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {/* Wrappers own the responsive display, so it never competes with the buttons' own classes (0006). */}
          {/* Site search (issue 28): a plain link to the search page; on small screens it is in the menu. */}
          <div className="hidden lg:block">
            <a href={pageHref("search")} title={t("search.openLong")} className="text-ink hover:bg-surface-strong inline-flex size-10 items-center justify-center rounded-full">
              <Search aria-hidden="true" className="size-5" />
              <span className="sr-only">{t("search.openLong")}</span>
            </a>
          </div>
          <div className="hidden lg:block">
            <ThemeMenu />
          </div>
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <div className="hidden items-center gap-2 lg:flex">
            <ButtonLink href={pageHref("login")} variant="ghost" size="sm">
              {t("header.login")}
            </ButtonLink>
            <ButtonLink href={pageHref("signup")} variant="secondary" size="sm">
              {t("header.signup")}
            </ButtonLink>
          </div>
          <div className="hidden min-[420px]:block">
            <ExternalButtonLink href={site.links.scheduling} size="sm">
              {t("header.getStarted")}
            </ExternalButtonLink>
          </div>
          {/* aria-controls is set by menu.ts once the menu is in the document: it must name an element that exists. */}
          <button
            type="button"
            className="text-ink hover:bg-surface-strong inline-flex size-10 items-center justify-center rounded-full lg:hidden"
            aria-haspopup="dialog"
            aria-expanded="false"
            data-menu-toggle=""
          >
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">{t("menu.open")}</span>
          </button>
        </div>
      </Container>
      <MobileMenu />
    </header>
  );
}
