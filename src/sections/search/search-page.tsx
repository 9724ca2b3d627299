import { Search } from "lucide-react";
import { siteGroups } from "~/chrome/navigation";
import { Button, ButtonLink } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { Eyebrow, Heading } from "~/components/ui/heading";
import { Container, Section } from "~/components/ui/section";
import type { PageCopy } from "~/content/types";
import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";
import { searchTypes } from "~/search/types";

/**
 * /search and /sv/search (issue 28) as static markup: the hero with the search form, the page-type
 * filter, a polite live status, the results list and the empty state. src/search/search.ts (a module
 * script, no React) runs the search with Pagefind and fills them in; a result is a copy of the
 * `<template data-search-result>` below, so every class it uses is written here. Without JavaScript
 * the form and results are hidden (`data-js-only`) and a note lists the site's pages instead.
 */
export function SearchPage({ hero }: { hero: PageCopy["hero"] }) {
  const { t } = useTranslation();
  const pageHref = usePageHref();

  return (
    <div data-search="">
      <section className="relative isolate overflow-hidden bg-[linear-gradient(180deg,var(--color-brand-soft),var(--color-surface)_75%)]">
        <Container className="py-12 sm:py-16">
          <div className="mx-auto max-w-3xl text-center">
            <Eyebrow>{hero.eyebrow}</Eyebrow>
            <Heading as="h1" size="h1">
              {hero.heading}
            </Heading>
            <p className="text-ink-muted text-lead mx-auto mt-6 max-w-2xl">{hero.intro}</p>
          </div>
          {/* A plain GET form to this page: before the script runs, a submit reloads with ?q=. */}
          <form action={pageHref("search")} method="get" role="search" aria-label={t("search.form.label")} className="mx-auto mt-9 max-w-2xl" data-js-only="" data-search-form="">
            <label htmlFor="search-query" className="sr-only">
              {t("search.form.label")}
            </label>
            <div className="relative">
              <Input
                id="search-query"
                name="q"
                type="search"
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="search"
                placeholder={t("search.form.placeholder")}
                className="pr-13"
              />
              <button
                type="submit"
                className="text-ink-muted hover:bg-surface-strong hover:text-ink absolute inset-y-0 right-1 my-auto inline-flex size-10 items-center justify-center rounded-lg"
              >
                <Search aria-hidden="true" className="size-5" />
                <span className="sr-only">{t("search.form.submit")}</span>
              </button>
            </div>
          </form>
          <div data-nojs-show="" hidden className="mx-auto mt-9 max-w-3xl">
            <div className="rounded-card ring-line bg-surface-raised p-6 ring-1 sm:p-7">
              <h2 className="font-display text-h3 font-semibold">{t("search.noScript.title")}</h2>
              <p className="text-ink-muted mt-3 leading-relaxed">{t("search.noScript.text")}</p>
              <nav aria-label={t("search.noScript.pagesLabel")} className="mt-6 grid gap-8 sm:grid-cols-3">
                {siteGroups.map((group) => (
                  <div key={group.id}>
                    <h3 className="text-ink text-sm font-semibold">{t(group.label)}</h3>
                    <ul className="mt-3 space-y-2">
                      {group.pages.map((page) => (
                        <li key={page.id}>
                          <a href={pageHref(page.id)} className="text-brand font-semibold underline underline-offset-4">
                            {t(page.label)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </nav>
            </div>
          </div>
        </Container>
      </section>

      <Section space="none" className="pb-16 sm:pb-24" data-js-only="">
        <Container>
          <div className="mx-auto max-w-3xl pt-8">
            <fieldset hidden data-search-filter="">
              <legend className="text-ink text-sm font-semibold">{t("search.filter.label")}</legend>
              <div className="mt-3 flex flex-wrap gap-2">
                {(["", ...searchTypes] as const).map((type) => (
                  <label key={type || "all"} className="ring-line inline-flex items-center gap-2 rounded-pill bg-surface-raised px-4 py-2 text-sm font-semibold ring-1">
                    <input type="radio" name="type" value={type} defaultChecked={type === ""} />
                    <span>{type ? t(`search.types.${type}`) : t("search.filter.all")}</span>{" "}
                    <span className="text-ink-muted font-normal tabular-nums" data-search-count="" />
                  </label>
                ))}
              </div>
            </fieldset>
            <p role="status" aria-live="polite" aria-atomic="true" className="text-brand mt-6 text-sm font-semibold" data-search-status="" />
            <ol className="mt-6 space-y-4" data-search-results="" />
            <div className="mt-8 text-center">
              <Button variant="secondary" hidden data-search-more="">
                {t("search.more")}
              </Button>
            </div>
            <div hidden className="rounded-card ring-line bg-surface-raised px-6 py-12 text-center ring-1" data-search-empty="">
              <h2 className="font-display text-h3 font-semibold" data-search-empty-title="">
                {t("search.empty.title")}
              </h2>
              <p className="text-ink-muted mx-auto mt-3 max-w-md">{t("search.empty.text")}</p>
              <div className="mt-7 flex flex-wrap justify-center gap-3">
                <ButtonLink href={pageHref("blog")}>{t("search.empty.blog")}</ButtonLink>
                <a href={pageHref("contact")} className="text-brand inline-flex h-11 items-center px-3 font-semibold underline underline-offset-4">
                  {t("search.empty.contact")}
                </a>
              </div>
            </div>
            <template data-search-result="">
              <li className="rounded-card ring-line bg-surface-raised p-6 ring-1 sm:p-7">
                <p className="text-brand text-sm font-semibold" data-result-kind="" />
                <h2 className="mt-2 font-sans text-base font-semibold sm:text-lg">
                  <a href={pageHref("search")} className="hover:text-brand underline-offset-4 hover:underline" data-result-link="">
                    {hero.heading}
                  </a>
                </h2>
                <p className="text-ink-muted mt-3 leading-relaxed" data-result-excerpt="" />
              </li>
            </template>
            <template data-search-mark="">
              {/* Cyan in both themes, so its text stays dark in both. */}
              <mark className="rounded-sm bg-cyan-200/80 text-navy-900" />
            </template>
          </div>
        </Container>
      </Section>
    </div>
  );
}
