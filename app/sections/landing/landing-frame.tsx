import type { ReactNode } from "react";
import { Link } from "react-router";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { Logo } from "~/components/layout/logo";
import { useYear } from "~/components/layout/site-footer";
import { ExternalButtonLink } from "~/components/ui/button";
import { StaticHtml } from "~/components/ui/static-html";
import { Container } from "~/components/ui/section";
import { site } from "~/config/site";
import type { LandingFrameCopy } from "~/content/landing-types";
import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

/** The footer's static parts: `landingFooter()` renders them in the route's loader. */
export type LandingFooterHtml = { top: string; links: string };

type LandingFrameProps = {
  copy: LandingFrameCopy;
  footer: LandingFooterHtml;
  /** `dark` for the dark landing page (/home-4). */
  tone?: "light" | "dark";
  children: ReactNode;
};

/**
 * The frame of a campaign landing page, outside the shared layout (SPEC §2): a compact sticky header
 * (logo to /, anchors to the page's own sections, language, Book Demo) and a compact footer that
 * leads back into the main site, prerendered as HTML except the year. The consent banner and
 * analytics stay in root.tsx.
 */
export function LandingFrame({ copy, footer, tone = "light", children }: LandingFrameProps) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  const year = useYear();
  const dark = tone === "dark";
  const anchorClass = cn("rounded-md text-sm font-semibold transition-colors", dark ? "text-navy-200 hover:text-white" : "text-navy-800 hover:text-primary-700");
  return (
    <>
      <header
        className={cn(
          "sticky top-0 z-40 border-b backdrop-blur-md",
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
          <StaticHtml html={footer.top} />
          <div className="mt-10 flex flex-col gap-5 border-t border-white/10 pt-8 sm:flex-row sm:items-center sm:justify-between">
            {/* `data-build-year`: a static page (Astro) moves the year on with a visitor's clock (src/chrome/site.ts). */}
            <p className="text-navy-300 text-sm" data-build-year={year}>
              {t("footer.copyright", { year })}
            </p>
            <StaticHtml html={footer.links} />
          </div>
        </Container>
      </footer>
    </>
  );
}
