import { useEffect } from "react";
import { Outlet } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { useReveal } from "~/lib/use-reveal";

/**
 * The landing pages (home-2/3/4) sit outside the shared layout: each brings its own compact header,
 * <main> and footer (`LandingFrame` in app/sections/landing), so this layout only adds the skip link.
 */
export default function BareLayout() {
  const { t } = useTranslation();
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
      <Outlet />
    </div>
  );
}
