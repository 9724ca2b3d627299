import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";

/** A supply route that ends in a missing stop: the page's visual, purely decorative. */
function LostRoute() {
  return (
    <svg viewBox="0 0 320 88" aria-hidden="true" className="h-auto w-64 sm:w-80">
      <path d="M32 44h96" className="stroke-brand-vivid" strokeWidth="3" strokeLinecap="round" />
      <path d="M160 44h88" className="stroke-accent-500" strokeWidth="3" strokeLinecap="round" strokeDasharray="2 10" />
      <circle cx="32" cy="44" r="14" className="fill-brand-vivid" />
      <path d="M25 44h14M32 37v14" className="stroke-surface-raised" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="144" cy="44" r="16" className="fill-surface-raised stroke-brand-vivid" strokeWidth="3" />
      <circle cx="144" cy="44" r="6" className="fill-cyan-300" />
      <circle cx="284" cy="44" r="26" className="fill-brand-soft stroke-brand-vivid/40" strokeWidth="2" strokeDasharray="5 6" />
      <text x="284" y="54" textAnchor="middle" className="fill-brand-vivid font-display text-[28px] font-bold">
        ?
      </text>
    </svg>
  );
}

/** SPEC §8: what the catch-all (the hosts' /404) and /error-404 show. Copy comes from the messages. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  return (
    <section className="relative isolate overflow-hidden bg-[linear-gradient(180deg,var(--color-brand-soft),var(--color-surface)_75%)]">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [background-image:linear-gradient(to_right,color-mix(in_srgb,var(--color-brand-vivid)_7%,transparent)_1px,transparent_1px),linear-gradient(to_bottom,color-mix(in_srgb,var(--color-brand-vivid)_7%,transparent)_1px,transparent_1px)] [background-size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
      />
      <Container className="flex min-h-[70dvh] flex-col items-center justify-center py-20 text-center sm:py-24">
        <LostRoute />
        <h1 className="font-display text-brand mt-8 text-[clamp(4.5rem,3rem+7vw,8rem)] leading-none font-bold tracking-tight">
          {t("notFound.heading")}
        </h1>
        <p className="text-ink mt-6 max-w-xl text-2xl font-semibold text-balance">{t("notFound.text")}</p>
        <p className="text-ink-muted mt-4 max-w-md text-lead text-balance">{t("notFound.hint")}</p>
        <ButtonLink href={pageHref("home")} size="lg" className="mt-10">
          {t("notFound.goHome")}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </Container>
    </section>
  );
}
