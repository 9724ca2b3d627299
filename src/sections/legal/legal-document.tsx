import { Fragment, type ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon.server";
import { Container, Section } from "~/components/ui/section";
import { headOffice, site } from "~/config/site";
import { legalLinkPattern, type legalLinkPages, type LegalBlock, type LegalContent, type LegalSection, type LegalText } from "~/content/schemas/legal";
import type { Locale } from "~/i18n/locales";
import { useLocale, usePageHref } from "~/i18n/use-locale";
import { localityLine } from "~/lib/address";
import { cn } from "~/lib/cn";

const dateLocales: Record<Locale, string> = { en: "en-GB", sv: "sv-SE" };

/** "2 April 2025" / "2 april 2025": an ISO date in the page language. */
function formatLegalDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocales[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

const linkClass = "text-brand font-medium underline underline-offset-4 hover:text-brand-vivid";

/** The site's e-mail address (a mailto link wherever it stands) or a `[words](page)` link. */
const linkPattern = new RegExp(`${site.email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}|${legalLinkPattern.source}`, "g");

/** Text with the site's e-mail address and its `[words](page)` links (`[Privacy Policy](privacy)`) turned into links. */
function Rich({ text }: { text: LegalText }) {
  const pageHref = usePageHref();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      match[1] === undefined ? (
        <a key={match.index} href={`mailto:${site.email}`} className={linkClass}>
          {site.email}
        </a>
      ) : (
        <a key={match.index} href={pageHref(match[2] as (typeof legalLinkPages)[number])} className={linkClass}>
          {match[1]}
        </a>
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

function Block({ block, clause, labels }: { block: LegalBlock; clause?: string; labels: LegalContent["labels"] }) {
  switch (block.type) {
    case "p":
      return clause ? (
        <p className="relative pl-12">
          <span className="text-ink-muted absolute left-0 font-medium tabular-nums">{clause}</span>
          <Rich text={block.text} />
        </p>
      ) : (
        <p>
          <Rich text={block.text} />
        </p>
      );
    case "ul":
    case "ol": {
      const List = block.type;
      return (
        <List className={cn("marker:text-brand-vivid space-y-2 pl-6", block.type === "ol" ? "list-[lower-alpha]" : "list-disc", clause !== undefined && "ml-12")}>
          {block.items.map((item) => (
            <li key={item} className="pl-1.5">
              <Rich text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "definitions":
      return (
        <dl className={cn("border-line divide-line divide-y rounded-2xl border", clause !== undefined && "sm:ml-12")}>
          {block.items.map((item) => (
            <div key={item.term} className="grid gap-1 px-5 py-4 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-6">
              {/* Long compounds ("Personuppgiftsbiträdesavtalet") may break rather than overflow. */}
              <dt className="text-ink min-w-0 font-semibold hyphens-auto [overflow-wrap:anywhere]">{item.term}</dt>
              <dd>
                <Rich text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "processing":
      return (
        <ul className="grid gap-4">
          {block.items.map((item) => (
            <li key={item.id} className="ring-line rounded-2xl bg-surface-raised p-5 ring-1 sm:p-6">
              <h3 className="text-ink text-lg font-semibold">{item.title}</h3>
              <dl className="mt-4 grid gap-x-6 gap-y-3 text-[0.9375rem] sm:grid-cols-[9.5rem_minmax(0,1fr)]">
                {(["data", "purpose", "basis", "retention"] as const).map((key) => (
                  <Fragment key={key}>
                    <dt className="text-ink font-semibold">{labels[key]}</dt>
                    <dd className="max-sm:-mt-2">
                      <Rich text={item[key]} />
                    </dd>
                  </Fragment>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      );
    case "cookieSettings":
      // Static markup: the route attaches the click (it opens the consent preferences). Without
      // JavaScript it could do nothing, so it is hidden then.
      return (
        <p data-js-only="">
          <button type="button" data-cookie-settings="" className={buttonVariants({ variant: "secondary" })}>
            {block.label}
          </button>
        </p>
      );
  }
}

function SectionBody({ section, number, content }: { section: LegalSection; number: number; content: LegalContent }) {
  let clause = 0;
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="border-line scroll-mt-28 border-t pt-10 first:border-t-0 first:pt-0">
      <h2 id={`${section.id}-title`} className="font-display text-ink text-2xl font-semibold sm:text-[1.75rem]">
        <span className="text-brand-vivid tabular-nums">{number}.</span> {section.heading}
      </h2>
      <div className="mt-5 space-y-4">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} labels={content.labels} clause={content.clauses ? (block.type === "p" ? `${number}.${++clause}` : "") : undefined} />
        ))}
      </div>
    </section>
  );
}

/**
 * SPEC §2 "Terms of Service and Privacy Policy", under the hero: the effective date, the company's
 * details and a table of contents beside the numbered sections. In-page anchors need no script.
 */
export function LegalDocument({ content }: { content: LegalContent }) {
  const locale = useLocale();
  const { labels } = content;
  return (
    <Section space="none" className="pt-4 pb-20 sm:pb-28">
      <Container className="grid gap-12 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16 xl:grid-cols-[19rem_minmax(0,1fr)]">
        <div className="space-y-6">
          <div className="bg-surface-muted ring-line rounded-card space-y-4 p-6 text-[0.9375rem] ring-1">
            <p className="flex items-center gap-3">
              <Icon name="calendar-check" className="text-brand-vivid size-5" />
              <span>
                {labels.effective}{" "}
                <time dateTime={content.effective} className="font-semibold">
                  {formatLegalDate(content.effective, locale)}
                </time>
              </span>
            </p>
            <section aria-labelledby="party-title" className="border-line border-t pt-4">
              <h2 id="party-title" className="text-ink-muted text-xs font-semibold tracking-[0.12em] uppercase">
                {labels.party}
              </h2>
              <address className="mt-2 leading-relaxed not-italic">
                <span className="font-semibold">{site.name}</span>
                <br />
                {headOffice.street}
                <br />
                {localityLine(headOffice)}, {headOffice.country[locale]}
                <br />
                <a href={`mailto:${site.email}`} className={linkClass}>
                  {site.email}
                </a>
              </address>
            </section>
          </div>
          <nav aria-labelledby="contents-title" className="ring-line rounded-card bg-surface-raised p-6 ring-1 lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8.5rem)] lg:overflow-y-auto">
            <h2 id="contents-title" className="text-ink-muted text-xs font-semibold tracking-[0.12em] uppercase">
              {labels.contents}
            </h2>
            <ol className="mt-3 space-y-0.5 text-[0.9375rem]">
              {content.sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="hover:bg-brand-soft hover:text-brand flex gap-2 rounded-lg px-2 py-1.5 leading-snug">
                    <span className="text-ink-muted w-6 shrink-0 text-right tabular-nums">{index + 1}.</span>
                    <span>{section.heading}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
        <article className="text-ink/90 max-w-3xl space-y-10 leading-relaxed">
          <div className="space-y-4 text-lg">
            {content.preamble.map((text) => (
              <p key={text}>
                <Rich text={text} />
              </p>
            ))}
          </div>
          {content.sections.map((section, index) => (
            <SectionBody key={section.id} section={section} number={index + 1} content={content} />
          ))}
        </article>
      </Container>
    </Section>
  );
}
