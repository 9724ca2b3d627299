import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/not-found";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locales";
import { usePageHref } from "~/i18n/use-locale";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const { t } = getI18n(locale);
  return pageMeta({ pathname: location.pathname, locale, title: t("notFound.title"), description: t("notFound.text"), noindex: true });
};

/** SPEC §8: the catch-all and /error-404 show the same page. */
export default function NotFound() {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  return (
    <section className="relative isolate overflow-hidden bg-[linear-gradient(180deg,var(--color-primary-50),#fff_75%)]">
      <Container className="flex min-h-[70dvh] flex-col items-center justify-center py-24 text-center">
        <p aria-hidden="true" className="font-display text-primary-600/15 pointer-events-none absolute top-8 -z-10 text-[min(42vw,22rem)] leading-none font-bold select-none">
          404
        </p>
        <h1 className="font-display text-display text-navy-900 font-bold">{t("notFound.heading")}</h1>
        <p className="text-navy-900 mt-6 text-2xl font-semibold text-balance">{t("notFound.text")}</p>
        <p className="text-ink-muted mt-4 max-w-md text-lead">{t("notFound.hint")}</p>
        <ButtonLink to={pageHref("home")} size="lg" className="mt-10">
          {t("notFound.goHome")}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </Container>
    </section>
  );
}
