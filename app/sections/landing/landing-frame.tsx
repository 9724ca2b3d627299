import type { ReactNode } from "react";
import { Link } from "react-router";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { Logo } from "~/components/layout/logo";
import { useYear } from "~/components/layout/site-footer";
import { ExternalButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { site } from "~/config/site";
import { openConsentPreferences } from "~/consent";
import type { LandingFrameCopy } from "~/content/landing-types";
import type { PageId } from "~/i18n/pages";
import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

/** Where the landing footer leads back into the main site. */
const siteLinks = [
  { id: "home", label: "pageNames.home" },
  { id: "ai", label: "pageNames.ai" },
  { id: "go", label: "pageNames.go" },
  { id: "pricing", label: "pageNames.pricing" },
  { id: "about", label: "pageNames.about" },
  { id: "blog", label: "pageNames.blog" },
  { id: "contact", label: "pageNames.contact" },
] as const satisfies readonly { id: PageId; label: `pageNames.${string}` }[];

type LandingFrameProps = {
  copy: LandingFrameCopy;
  /** `dark` for the dark landing page (/home-4). */
  tone?: "light" | "dark";
  children: ReactNode;
};

/**
 * The frame of a campaign landing page, outside the shared layout (SPEC §2): a compact sticky header
 * (logo to /, anchors to the page's own sections, language, Book Demo) and a compact footer that
 * leads back into the main site. The consent banner and analytics stay in root.tsx.
 */
export function LandingFrame({ copy, tone = "light", children }: LandingFrameProps) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  const year = useYear();
  const dark = tone === "dark";
  const anchorClass = cn("rounded-md text-sm font-semibold transition-colors", dark ? "text-navy-200 hover:text-white" : "text-navy-800 hover:text-primary-700");
  const footerLink = "text-navy-200 underline-offset-4 hover:text-white hover:underline";
  return (
    <>
      <header
        className={cn(
          "sticky top-0 z-40 border-b backdrop-blur",
          dark ? "on-dark bg-navy-950/90 border-white/10 text-white" : "border-line/80 bg-white/90",
        )}
      >
        <Container className="flex h-16 items-center gap-3 lg:gap-8">
          <Link to={pageHref("home")} className="shrink-0 rounded-lg" aria-label={t("header.homeLink")}>
            <Logo tone={dark ? "light" : "dark"} />
          </Link>
          <nav aria-label={t("landing.frame.sectionsNav")} className="hidden lg:block">
            <ul className="flex items-center gap-7">
              {copy.links.map((link) => (
                <li key={link.anchor}>
                  <a href={`#${link.anchor}`} className={anchorClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-0.5 sm:gap-2">
            <LanguageSwitcher tone={dark ? "light" : "dark"} />
            <ExternalButtonLink href={site.links.scheduling} size="sm" variant={dark ? "light" : "primary"}>
              {t("home.bookDemo")}
            </ExternalButtonLink>
          </div>
        </Container>
      </header>
      <main id="main" tabIndex={-1} className={cn("flex-1 outline-none", dark && "bg-navy-950 text-white")}>
        {children}
      </main>
      <footer className="on-dark bg-navy-950 border-t border-white/10 text-white">
        <Container className="py-12">
          <div className="flex flex-col gap-10 lg:flex-row lg:items-start lg:justify-between">
            <div className="max-w-sm space-y-4">
              <Link to={pageHref("home")} className="inline-block rounded-lg" aria-label={t("header.homeLink")}>
                <Logo tone="light" />
              </Link>
              <p className="text-navy-200 text-sm leading-relaxed">{t("footer.mission")}</p>
            </div>
            <nav aria-label={t("landing.frame.siteNav")}>
              <ul className="grid grid-cols-2 gap-x-10 gap-y-3 text-sm sm:grid-cols-4">
                {siteLinks.map((link) => (
                  <li key={link.id}>
                    <Link to={pageHref(link.id)} className={footerLink}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="mt-10 flex flex-col gap-5 border-t border-white/10 pt-8 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-navy-300 text-sm">{t("footer.copyright", { year })}</p>
            <ul className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
              <li>
                <Link to={pageHref("privacy")} className={footerLink}>
                  {t("pageNames.privacy")}
                </Link>
              </li>
              <li>
                <Link to={pageHref("terms")} className={footerLink}>
                  {t("pageNames.terms")}
                </Link>
              </li>
              <li>
                <button type="button" onClick={openConsentPreferences} className={footerLink}>
                  {t("footer.cookieSettings")}
                </button>
              </li>
            </ul>
          </div>
        </Container>
      </footer>
    </>
  );
}
