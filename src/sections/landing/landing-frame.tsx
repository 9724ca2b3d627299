import type { ReactNode } from "react";
import { usePageLocation } from "~/lib/page-location";
import { LanguageSwitcher } from "~/chrome/language-switcher";
import { ThemeMenu } from "~/chrome/theme-control";
import { Logo } from "~/chrome/logo";
import { ExternalButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { site } from "~/config/site";
import type { LandingFrameCopy } from "~/content/schemas/landing";
import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { searchType } from "~/search/index-entry";
import { LandingFooter } from "./landing-footer";

type LandingFrameProps = {
  copy: LandingFrameCopy;
  /** `dark` for the dark landing page (/home-4). */
  tone?: "light" | "dark";
  children: ReactNode;
};

/**
 * The frame of a campaign landing page, outside the shared layout (SPEC §2): a compact sticky header
 * (logo to /, anchors to the page's own sections, language, Book Demo) and a compact footer that
 * leads back into the main site (`LandingFooter`). The consent banner and the site script come with
 * the bare layout (src/layouts/Bare.astro).
 */
export function LandingFrame({ copy, tone = "light", children }: LandingFrameProps) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  const dark = tone === "dark";
  // Site search indexes the page's own content, not the frame (the layout adds its type and title).
  const indexed = searchType(usePageLocation()) !== null;
  const anchorClass = cn("rounded-md text-sm font-semibold transition-colors", dark ? "text-navy-200 hover:text-white" : "text-ink hover:text-brand");
  const frame = (
    <>
      <header
        className={cn(
          "sticky top-0 z-40 border-b backdrop-blur-md",
          dark ? "on-dark bg-navy-950/90 border-white/10 text-white" : "border-line/80 bg-surface/90",
        )}
      >
        <Container className="flex h-16 items-center gap-3 lg:gap-8">
          <a href={pageHref("home")} className="shrink-0 rounded-lg" aria-label={t("header.homeLink")}>
            <Logo tone={dark ? "light" : "dark"} />
          </a>
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
            <ThemeMenu tone={dark ? "light" : "dark"} />
            <LanguageSwitcher tone={dark ? "light" : "dark"} compact />
            <ExternalButtonLink href={site.links.scheduling} size="sm" variant={dark ? "light" : "primary"}>
              {t("home.bookDemo")}
            </ExternalButtonLink>
          </div>
        </Container>
      </header>
      <main id="main" tabIndex={-1} className={cn("flex-1 outline-none", dark && "bg-navy-950 text-white")} data-pagefind-body={indexed ? "" : undefined}>
        {children}
      </main>
      <LandingFooter />
    </>
  );
  // A dark frame brings its own ground: the translucent header otherwise tints over the page's
  // background, which differs between the themes.
  return dark ? <div className="bg-navy-950">{frame}</div> : frame;
}
