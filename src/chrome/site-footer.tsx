import { useTranslation } from "~/i18n/translate";
import { ExternalLink } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { resources, headOffice, site } from "~/config/site";
import { useLocale, usePageHref } from "~/i18n/use-locale";
import { Logo } from "~/chrome/logo";
import { feedPath } from "~/sections/blog/feed-link";
import { siteGroups } from "~/chrome/navigation";
import { SocialIcon } from "~/chrome/social-icon";
import { NewsletterForm } from "./newsletter-form";

/** The account pages, listed after the resources group's pages (the header has them as buttons). */
const accountPages = [
  { id: "login", label: "pageNames.login" },
  { id: "signup", label: "pageNames.signup" },
] as const;

/**
 * The shared footer (SPEC §2) as static markup. The site script (src/chrome/site.ts) opens the
 * preferences from "Cookie settings" (`data-cookie-settings`), enhances the newsletter form and moves
 * the year on if the visitor's clock is past the build year.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const pageHref = usePageHref();
  const year = new Date().getFullYear();
  const linkClass = "text-navy-200 hover:text-white underline-offset-4 hover:underline";
  const groupTitle = "text-sm font-semibold tracking-[0.12em] text-cyan-200 uppercase";

  return (
    <footer className="on-dark bg-navy-950 text-white" id="site-footer">
      <Container className="py-16 sm:py-20">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-md space-y-6">
            <a href={pageHref("home")} className="inline-block rounded-lg" aria-label={t("header.homeLink")}>
              <Logo tone="light" />
            </a>
            <p className="text-navy-200 leading-relaxed">{t("footer.mission")}</p>
            <address className="text-navy-200 not-italic leading-relaxed">
              <span className="font-semibold text-white">{t("footer.headOffice")}</span>
              <br />
              {headOffice.street}, {headOffice.city} {headOffice.postcode}, {headOffice.country[locale]}
              <br />
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </address>
            <div>
              <h2 className={`mb-3 ${groupTitle}`}>{t("footer.newsletter.title")}</h2>
              <NewsletterForm />
            </div>
          </div>

          <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4 [&>*]:min-w-0 [&_h2]:break-words [&_h2]:hyphens-auto">
            {siteGroups.map((group) => (
              <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
                <h2 id={`footer-${group.id}`} className={`mb-4 ${groupTitle}`}>
                  {t(group.label)}
                </h2>
                <ul className="space-y-3">
                  {[...group.pages, ...(group.id === "resources" ? accountPages : [])].map((page) => (
                    <li key={page.id}>
                      <a href={pageHref(page.id)} className={linkClass}>
                        {t(page.label)}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
            <div>
              <h2 className={`mb-4 ${groupTitle}`}>{t("footer.resourcesTitle")}</h2>
              <ul className="space-y-3">
                {resources.map((item) => (
                  <li key={item.key}>
                    <ExternalLink href={item.href} className={linkClass}>
                      {t(`footer.resources.${item.key}`)}
                    </ExternalLink>
                  </li>
                ))}
                <li>
                  {/* A file, not a page: a plain link, so the browser fetches the feed itself. */}
                  <a href={feedPath(locale)} type="application/rss+xml" className={linkClass}>
                    {t("blog.rss.link")}
                  </a>
                </li>
              </ul>
            </div>
          </div>
        </div>

        <div className="mt-14 grid gap-8 border-t border-white/10 pt-10 sm:grid-cols-3">
          {site.offices.map((office) => (
            <div key={office.id} className="text-navy-200 text-sm leading-relaxed">
              <p className="font-semibold text-white">
                {office.city} · {office.country[locale]}
              </p>
              <p>
                {office.street}, {office.postcode} {office.city}
              </p>
              <p>
                <a href={`tel:${office.phone.replace(/\s+/g, "")}`} className={linkClass}>
                  {/* Non-breaking spaces keep a phone number on one line. */}
                  {office.phone.replace(/ /g, "\u00a0")}
                </a>
              </p>
            </div>
          ))}
        </div>

        <div className="mt-10 flex flex-col gap-6 border-t border-white/10 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-navy-300 text-sm" data-build-year={year}>
            {t("footer.copyright", { year })}
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <button type="button" data-cookie-settings="" className="text-navy-200 text-sm underline-offset-4 hover:text-white hover:underline">
              {t("footer.cookieSettings")}
            </button>
            <ul className="flex items-center gap-2" aria-label={t("footer.socialTitle")}>
              {site.social.map((item) => (
                <li key={item.id}>
                  <ExternalLink href={item.href} className="text-navy-200 inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10 hover:text-white">
                    <SocialIcon id={item.id} />
                    <span className="sr-only">{item.label}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </footer>
  );
}
