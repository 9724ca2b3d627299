import { Logo } from "~/chrome/logo";
import { Container } from "~/components/ui/section";
import type { PageId } from "~/i18n/pages";
import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";

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

const footerLink = "text-navy-200 underline-offset-4 hover:text-white hover:underline";

function FooterTop() {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  return (
    <div className="flex flex-col gap-10 lg:flex-row lg:items-start lg:justify-between">
      <div className="max-w-sm space-y-4">
        <a href={pageHref("home")} className="inline-block rounded-lg" aria-label={t("header.homeLink")}>
          <Logo tone="light" />
        </a>
        <p className="text-navy-200 text-sm leading-relaxed">{t("footer.mission")}</p>
      </div>
      <nav aria-label={t("landing.frame.siteNav")}>
        <ul className="grid grid-cols-2 gap-x-10 gap-y-3 text-sm sm:grid-cols-4">
          {siteLinks.map((link) => (
            <li key={link.id}>
              <a href={pageHref(link.id)} className={footerLink}>
                {t(link.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The legal links, the accessibility statement and the cookie settings button (the site script opens the preferences on click). */
function FooterLinks() {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  return (
    <ul className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
      <li>
        <a href={pageHref("privacy")} className={footerLink}>
          {t("pageNames.privacy")}
        </a>
      </li>
      <li>
        <a href={pageHref("terms")} className={footerLink}>
          {t("pageNames.terms")}
        </a>
      </li>
      <li>
        <a href={pageHref("accessibility")} className={footerLink}>
          {t("pageNames.accessibility")}
        </a>
      </li>
      <li>
        <button type="button" data-cookie-settings="" className={footerLink}>
          {t("footer.cookieSettings")}
        </button>
      </li>
    </ul>
  );
}

/**
 * The landing frame's compact footer, which leads back into the main site. The copyright shows the
 * build year; the site script moves it on with a visitor's clock (`data-build-year`, src/chrome/site.ts).
 */
export function LandingFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark bg-navy-950 border-t border-white/10 text-white">
      <Container className="py-12">
        <FooterTop />
        <div className="mt-10 flex flex-col gap-5 border-t border-white/10 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-navy-300 text-sm" data-build-year={year}>
            {t("footer.copyright", { year })}
          </p>
          <FooterLinks />
        </div>
      </Container>
    </footer>
  );
}
