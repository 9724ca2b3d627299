import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/section";
import type { FaqGroup } from "~/content/schemas/faq";
import { useTranslation } from "~/i18n/translate";
import { AnswerText, Highlight } from "./answer-text";

/** The words of a query, lower-cased for the page's language. */
export function queryTerms(query: string, locale: string): string[] {
  return query.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
}

/** Whether a question or its answer contains every word of the query. */
export function matchesTerms(text: string, terms: readonly string[], locale: string): boolean {
  const haystack = text.toLocaleLowerCase(locale);
  return terms.every((term) => haystack.includes(term));
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type FaqFilterProps = {
  groups: readonly FaqGroup[];
  /** Where to ask when nothing matches (a mailto: link and its label). */
  contact: { href: string; label: string };
};

/** The static frame of /faq-2's questions: the muted section and its two columns (filter and topics, questions). */
export function FaqFilterFrame({ children }: { children: ReactNode }) {
  return (
    <Section tone="muted">
      <Container className="grid gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">{children}</Container>
    </Section>
  );
}

/**
 * /faq-2: all four topics on one page, every answer visible, with a field that narrows the list as
 * the visitor types (question and answer must contain every word). A live region says how many
 * questions are left; when none are, an empty state offers to clear the filter or write to us.
 * The prerendered HTML shows every question; without JavaScript the filter, which could not work,
 * is hidden (`data-js-only`). The two columns of `FaqFilterFrame`; an island (src/islands/faq-filter.tsx).
 */
export function FaqFilterList({ groups, contact }: FaqFilterProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const hintId = `${baseId}-hint`;

  // A visitor may type before the island hydrates (hydration keeps the field's text): start from it.
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed) setQuery(typed);
  }, []);

  const terms = useMemo(() => queryTerms(query, locale), [query, locale]);
  const pattern = useMemo(() => (terms.length ? new RegExp(terms.map(escape).join("|"), "giu") : null), [terms]);
  const shown = groups.map((group) => group.items.map((item) => matchesTerms(`${item.question}\n${item.answer}`, terms, locale)));
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  const count = shown.flat().filter(Boolean).length;
  const status = !terms.length
    ? t("faq.filter.all", { total })
    : count === 0
      ? t("faq.filter.none")
      : count === 1
        ? t("faq.filter.one", { total })
        : t("faq.filter.some", { count, total });
  const countLabel = (n: number) => (n === 1 ? t("faq.questionCountOne") : t("faq.questionCount", { count: n }));

  const clear = () => {
    setQuery("");
    input.current?.focus();
  };

  return (
    <>
      <div className="space-y-8 lg:sticky lg:top-28 lg:self-start">
        <div data-js-only="" className="rounded-card ring-line bg-surface-raised p-5 ring-1">
          <label htmlFor={`${baseId}-input`} className="font-display block text-lg font-semibold">
            {t("faq.filter.label")}
          </label>
          <p id={hintId} className="text-ink-muted mt-1 text-sm">
            {t("faq.filter.hint")}
          </p>
          <input
            ref={input}
            id={`${baseId}-input`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("faq.filter.placeholder")}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
            // bg-surface: white in light as before; in dark a well inside the raised card, so it reads as a field.
            className="ring-line text-ink placeholder:text-ink-muted focus:ring-brand-vivid mt-3 h-11 w-full rounded-xl bg-surface px-3.5 ring-1 outline-hidden ring-inset focus:ring-2 forced-colors:border"
          />
          <p role="status" className="text-brand mt-3 text-sm font-semibold">
            {status}
          </p>
        </div>
        <nav aria-label={t("faq.topicsLabel")}>
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {groups.map((group, index) => {
              const left = shown[index]!.filter(Boolean).length;
              return (
                <li key={group.id} hidden={left === 0}>
                  <a
                    href={`#topic-${group.id}`}
                    className="ring-line hover:bg-surface-raised hover:text-brand flex items-center justify-between gap-3 rounded-pill bg-surface-raised/60 px-4 py-2 text-sm font-semibold ring-1 lg:rounded-xl lg:bg-transparent lg:ring-0"
                  >
                    <span>{group.title}</span>
                    <span className="text-ink-muted font-normal tabular-nums">{left}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <div className="space-y-16">
        {groups.map((group, index) => {
          const left = shown[index]!.filter(Boolean).length;
          const titleId = `topic-${group.id}-title`;
          return (
            <section key={group.id} id={`topic-${group.id}`} aria-labelledby={titleId} hidden={left === 0} className="scroll-mt-28">
              <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
                <h2 id={titleId} className="font-display text-h2 font-semibold text-balance">
                  {group.title}
                </h2>
                <p className="text-brand text-sm font-semibold">{countLabel(left)}</p>
              </div>
              <p className="text-ink-muted mt-3 max-w-2xl">{group.intro}</p>
              <ul className="mt-8 space-y-4">
                {group.items.map((item, itemIndex) => (
                  <li key={item.id} id={`${group.id}-${item.id}`} hidden={!shown[index]![itemIndex]} className="rounded-card ring-line scroll-mt-28 bg-surface-raised p-6 ring-1 sm:p-7">
                    <h3 className="font-sans text-base font-semibold sm:text-lg">
                      <Highlight text={item.question} pattern={pattern} />
                    </h3>
                    <div className="text-ink-muted mt-3 leading-relaxed">
                      <AnswerText text={item.answer} pattern={pattern} />
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        {count === 0 ? (
          <div className="rounded-card ring-line bg-surface-raised px-6 py-12 text-center ring-1">
            <h2 className="font-display text-h3 font-semibold">{t("faq.filter.emptyTitle", { query: query.trim() })}</h2>
            <p className="text-ink-muted mx-auto mt-3 max-w-md">{t("faq.filter.emptyText")}</p>
            <div className="mt-7 flex flex-wrap justify-center gap-3">
              <Button onClick={clear}>{t("faq.filter.clear")}</Button>
              <a href={contact.href} className="text-brand inline-flex h-11 items-center px-3 font-semibold underline underline-offset-4">
                {contact.label}
              </a>
            </div>
          </div>
        ) : null}
      </div>
    </>
  );
}
