import { useTranslation } from "~/i18n/translate";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/section";
import { site } from "~/config/site";
import type { CtaCopy } from "~/content/schemas/cta";
import { usePageHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

/**
 * Closing call to action: headline, one line, Book Demo (scheduling page, new tab) and a link to
 * /contact, in the order the copy asks for. The shared free-trial version (SPEC §2) is
 * `content/pages/cta.yaml` (the `cta` page content); the home page keeps its own (home.yaml's `cta`).
 */
export function CtaSection({ copy, id = "cta", tone = "default", className }: { copy: CtaCopy; id?: string; tone?: "default" | "dark"; className?: string }) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  const titleId = `${id}-title`;
  const contactFirst = copy.lead === "contact";
  const contact = (
    <ButtonLink href={pageHref("contact")} variant={contactFirst ? "light" : "outlineLight"} size="lg">
      {copy.secondary}
    </ButtonLink>
  );
  return (
    // The same banner closes many pages: site search leaves it out (data-pagefind-ignore, decision 0015).
    // The white ring edges the banner on a dark page (either theme) and vanishes on a white one.
    <Section aria-labelledby={titleId} tone={tone} space="none" className={cn("pb-16 sm:pb-24", className)} data-pagefind-ignore="">
      <Container>
        <div className={cn("on-dark relative isolate bg-[linear-gradient(135deg,var(--color-primary-700),var(--color-navy-900)_70%)] overflow-hidden rounded-[2rem] px-6 py-16 text-center text-white sm:px-12 sm:py-20 ring-1 ring-white/15")} data-reveal>
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 [background-image:linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] [background-size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_20%,transparent_70%)]"
          />
          <div aria-hidden="true" className="absolute -bottom-64 left-1/2 -z-10 h-[36rem] w-[60rem] -translate-x-1/2 bg-[radial-gradient(closest-side,rgb(127_227_245/0.3),transparent)]" />
          <h2 id={titleId} className="font-display text-h2 mx-auto max-w-3xl font-semibold text-balance">
            {copy.heading}
          </h2>
          <p className="text-lead text-navy-200 mx-auto mt-5 max-w-2xl">{copy.text}</p>
          <div className="mt-9 flex flex-wrap justify-center gap-3">
            {contactFirst ? contact : null}
            <ExternalButtonLink href={site.links.scheduling} size="lg" variant={contactFirst ? "outlineLight" : "light"} icon>
              {t("home.bookDemo")}
            </ExternalButtonLink>
            {contactFirst ? null : contact}
          </div>
        </div>
      </Container>
    </Section>
  );
}
