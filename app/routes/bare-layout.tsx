import { useEffect } from "react";
import { Link, Outlet } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { Logo } from "~/components/layout/logo";
import { SlimFooter } from "~/components/layout/site-footer";
import { Container } from "~/components/ui/section";
import { usePageHref } from "~/i18n/use-locale";
import { useReveal } from "~/lib/use-reveal";

/** The home variants (home-2/3/4) sit outside the shared layout: a slim bar, the page and a slim footer. */
export default function BareLayout() {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  useReveal();
  // Marks the page as interactive once React has hydrated it (end-to-end tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="bg-primary-600 sr-only z-50 rounded-pill px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        {t("skipLink")}
      </a>
      <header className="border-line/80 h-16 border-b bg-white">
        <Container className="flex h-full items-center justify-between">
          <Link to={pageHref("home")} className="rounded-lg" aria-label={t("header.homeLink")}>
            <Logo />
          </Link>
          <LanguageSwitcher />
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SlimFooter />
    </div>
  );
}
