import type { ReactNode } from "react";
import { ArrowLeft, ChevronRight, Search, X } from "lucide-react";
import { LanguageSwitcher } from "~/chrome/language-switcher";
import { primaryNav, siteGroups } from "~/chrome/navigation";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { site } from "~/config/site";
import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { isCurrent, usePageLocation } from "~/lib/page-location";

const linkClass = "flex items-center justify-between rounded-xl px-4 py-3 text-lg font-semibold text-ink hover:bg-surface-strong";

/**
 * The slide-in menu (SPEC §2/§4) as static markup, driven by
 * src/chrome/menu.ts. Every level is in the HTML: the main list, "More pages" (the submenu) and one
 * list per group (the inner selection); only the current one is shown, and the title follows it
 * (`data-menu-title`). The dialog sits in a <template> until the toggle is first pressed, so a closed
 * menu is no part of the page's content (nor of what search engines and the reader view read).
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const pageHref = usePageHref();

  return (
    <template data-menu-template="">
      <dialog
        id="mobile-menu"
        aria-labelledby="mobile-menu-title"
        className="mobile-menu fixed inset-0 m-0 ml-auto h-dvh max-h-none w-[min(24rem,88vw)] max-w-none bg-surface-raised text-ink p-0 shadow-2xl backdrop:bg-navy-950/60 lg:hidden"
      >
        <div className="flex h-full flex-col">
          <div className="border-line flex h-16 items-center gap-2 border-b px-3">
            <button
              type="button"
              hidden
              data-menu-back=""
              className="text-ink hover:bg-surface-strong inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t("menu.back")}
            </button>
            <h2 id="mobile-menu-title" className="font-display text-lg font-semibold pl-2">
              {t("menu.title")}
            </h2>
            <button type="button" data-menu-close="" className="text-ink hover:bg-surface-strong ml-auto inline-flex size-10 items-center justify-center rounded-full">
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{t("menu.close")}</span>
            </button>
          </div>

          <nav aria-labelledby="mobile-menu-title" className="flex-1 overflow-y-auto p-3">
            <ul className="space-y-1" data-menu-level="main" data-menu-title={t("menu.title")}>
              {primaryNav.map((item) => (
                <li key={item.id}>
                  <NavItem href={pageHref(item.id)}>
                    <span>
                      {item.branded ? <span className="sr-only">{site.name} </span> : null}
                      {t(item.label)}
                    </span>
                  </NavItem>
                </li>
              ))}
              <li>
                <NavItem href={pageHref("search")}>
                  {t("search.openLong")}
                  <Search aria-hidden="true" className="text-ink-muted size-5" />
                </NavItem>
              </li>
              <li>
                <button type="button" data-menu-to="more" className={cn(linkClass, "w-full")}>
                  {t("menu.more")}
                  <ChevronRight aria-hidden="true" className="text-ink-muted size-5" />
                </button>
              </li>
            </ul>
            <ul className="space-y-1" data-menu-level="more" data-menu-title={t("menu.more")} hidden>
              {siteGroups.map((entry) => (
                <li key={entry.id}>
                  <button type="button" data-menu-to={entry.id} className={cn(linkClass, "w-full")}>
                    {t(entry.label)}
                    <ChevronRight aria-hidden="true" className="text-ink-muted size-5" />
                  </button>
                </li>
              ))}
            </ul>
            {siteGroups.map((group) => (
              <ul key={group.id} className="space-y-1" data-menu-level={group.id} data-menu-title={t(group.label)} hidden>
                {group.pages.map((page) => (
                  <li key={page.id}>
                    <a href={pageHref(page.id)} className={linkClass}>
                      {t(page.label)}
                    </a>
                  </li>
                ))}
              </ul>
            ))}
          </nav>

          <div className="border-line space-y-3 border-t p-4">
            <div className="grid grid-cols-2 gap-3">
              <ButtonLink href={pageHref("login")} variant="secondary">
                {t("header.login")}
              </ButtonLink>
              <ButtonLink href={pageHref("signup")} variant="secondary">
                {t("header.signup")}
              </ButtonLink>
            </div>
            <ExternalButtonLink href={site.links.scheduling} className="w-full">
              {t("header.getStarted")}
            </ExternalButtonLink>
            <LanguageSwitcher className="w-full justify-center" />
            {/* menu.ts copies the header's theme choices here when it first opens the menu. */}
            <div data-js-only="" data-theme-slot="" />
          </div>
        </div>
      </dialog>
    </template>
  );
}

/** A link of the menu's first level, marked when it leads to the page shown. */
function NavItem({ href, children }: { href: string; children: ReactNode }) {
  const current = isCurrent(usePageLocation().pathname, href);
  return (
    <a href={href} aria-current={current ? "page" : undefined} className={cn(linkClass, current && "bg-brand-soft text-brand hover:bg-brand-soft forced-colors:border")}>
      {children}
    </a>
  );
}
