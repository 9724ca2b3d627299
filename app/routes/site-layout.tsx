import { useEffect } from "react";
import { Outlet } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useReveal } from "~/lib/use-reveal";

/** SPEC §2 shared layout: header, main content, footer. */
export default function SiteLayout() {
  const { t } = useTranslation();
  useReveal();
  // Marks the page as interactive once React has hydrated it (end-to-end tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <a href="#main" className="bg-primary-600 sr-only z-50 rounded-pill px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        {t("skipLink")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
