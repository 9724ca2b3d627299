import { buttonVariants, ButtonLink } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/section";
import { site } from "~/config/site";
import type { FaqContent } from "~/content/schemas/faq";
import type { PageCopy } from "~/content/types";
import { usePageHref } from "~/i18n/use-locale";
import { BookDemoButton, PageHero } from "~/sections/page-hero/page-hero";

/**
 * The static top of both FAQ pages: the hero, with Book Demo and a button to the other FAQ page
 * (topics as tabs on /faq-1, one searchable list on /faq-2). Build time only.
 */
export function FaqHero({ hero, content, other }: { hero: PageCopy["hero"]; content: FaqContent; other: "faq-1" | "faq-2" }) {
  const pageHref = usePageHref();
  return (
    <PageHero
      {...hero}
      actions={
        <>
          <BookDemoButton />
          <ButtonLink href={pageHref(other)} variant="secondary" size="lg">
            {other === "faq-2" ? content.switch.toList : content.switch.toTabs}
          </ButtonLink>
        </>
      }
    />
  );
}

/** The end of both FAQ pages: where to ask what the questions did not answer. */
export function FaqHelp({ help }: { help: FaqContent["help"] }) {
  return (
    <Section aria-labelledby="faq-help-title" space="sm">
      <Container>
        <div className="rounded-card ring-line mx-auto flex max-w-4xl flex-col items-start gap-6 bg-surface-raised p-6 ring-1 sm:flex-row sm:items-center sm:justify-between sm:p-8" data-reveal>
          <div>
            <h2 id="faq-help-title" className="font-display text-h3 font-semibold">
              {help.title}
            </h2>
            <p className="text-ink-muted mt-2 max-w-xl">{help.text}</p>
          </div>
          <a href={`mailto:${site.email}`} className={buttonVariants({ variant: "secondary", size: "md", className: "shrink-0" })}>
            {help.mail}
          </a>
        </div>
      </Container>
    </Section>
  );
}
