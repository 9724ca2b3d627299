import { ArrowRight } from "lucide-react";
import { Icon } from "~/components/ui/icon.server";
import { Container, Section } from "~/components/ui/section";
import type { LinkCardCopy, SectionCopy } from "~/content/block-types";
import { usePageHref } from "~/i18n/use-locale";
import { SectionHeader } from "./section-header";

/** "Where to next": cards that lead to the pages a reader of this one looks for (build time only). */
export function LinkCards({ id, copy, links }: { id: string; copy: SectionCopy; links: readonly LinkCardCopy[] }) {
  const pageHref = usePageHref();
  return (
    <Section id={id} aria-labelledby={`${id}-title`} space="md">
      <Container>
        <SectionHeader id={`${id}-title`} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} align="left" />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {links.map((link) => (
            <li
              key={link.page}
              className="group ring-line hover:ring-primary-500 has-[:focus-visible]:outline-focus relative flex flex-col rounded-card bg-surface-raised p-6 ring-1 transition-[background-color,border-color,color,box-shadow,transform] hover:shadow-card has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3"
            >
              <span className="bg-brand-soft text-brand grid size-10 place-items-center rounded-xl">
                <Icon name={link.icon} className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">
                <a href={pageHref(link.page)} className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none">
                  {link.title}
                </a>
              </h3>
              <p className="text-ink-muted mt-1.5 flex-1 text-[0.9375rem] leading-relaxed">{link.text}</p>
              <ArrowRight aria-hidden="true" className="text-brand-vivid mt-5 size-5 transition-transform motion-safe:group-hover:translate-x-1" />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
