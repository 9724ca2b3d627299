import { ArrowRight, Mail, MapPin, Phone } from "lucide-react";
import { DemoForm } from "~/components/forms/demo-form";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon.server";
import { Container, Section } from "~/components/ui/section";
import { site } from "~/config/site";
import { officeWords, type ContactContent } from "~/content/schemas/contact";
import type { PageCopy } from "~/content/types";
import { useLocale, usePageHref } from "~/i18n/use-locale";
import { localityLine, telHref } from "~/lib/address";
import { Answer } from "~/sections/blocks/faq-section";
import { PointList } from "~/sections/blocks/point-list";
import { SectionHeader } from "~/sections/blocks/section-header";
import { PageHero } from "~/sections/page-hero/page-hero";
import { demoId, scheduleId } from "./schedule-section";

const linkClass = "text-brand font-semibold underline-offset-4 hover:text-brand-vivid hover:underline";

/** The hero: jump to the scheduling widget, or write to us. */
export function ContactHero({ hero, content }: { hero: PageCopy["hero"]; content: ContactContent["hero"] }) {
  return (
    <PageHero
      {...hero}
      actions={
        <>
          <a href={`#${scheduleId}`} className={buttonVariants({ size: "lg" })}>
            <Icon name="calendar-clock" className="size-5" />
            {content.schedule}
          </a>
          <a href={`mailto:${site.email}`} className={buttonVariants({ variant: "secondary", size: "lg" })}>
            <Mail aria-hidden="true" className="size-5" />
            {site.email}
          </a>
        </>
      }
    />
  );
}

/**
 * "Get in touch with us": the offices with their words, the e-mail address and response times. The
 * offices and the e-mail address are the company facts the site was built with, or an editor's
 * (the /admin preview).
 */
export function OfficesSection({ offices, company = site }: { offices: ContactContent["offices"]; company?: Pick<typeof site, "email" | "offices"> }) {
  const locale = useLocale();
  return (
    <Section id="offices" aria-labelledby="offices-title">
      <Container>
        <SectionHeader id="offices-title" eyebrow={offices.eyebrow} heading={offices.heading} intro={offices.intro} align="left" />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {company.offices.map((office) => {
            const copy = officeWords(offices.items, office, locale);
            return (
              <li key={office.id} data-reveal className="ring-line shadow-card flex flex-col rounded-card bg-surface-raised p-7 ring-1">
                <p className="text-brand text-sm font-semibold tracking-[0.12em] uppercase">{copy.label}</p>
                <h3 className="font-display mt-2 text-2xl font-semibold">{office.city}</h3>
                <p className="text-ink-muted mt-3 flex-1 leading-relaxed">{copy.text}</p>
                <address className="border-line mt-6 space-y-3 border-t pt-6 not-italic">
                  <p className="flex gap-3">
                    <MapPin aria-hidden="true" className="text-brand-vivid mt-0.5 size-5 shrink-0" />
                    <span>
                      {office.street}
                      <br />
                      {localityLine(office)}
                      <br />
                      {office.country[locale]}
                    </span>
                  </p>
                  <p className="flex items-center gap-3">
                    <Phone aria-hidden="true" className="text-brand-vivid size-5 shrink-0" />
                    <span className="sr-only">{offices.phone}: </span>
                    <a href={telHref(office.phone)} className={linkClass}>
                      {office.phone.replace(/ /g, "\u00a0")}
                    </a>
                  </p>
                  <p className="flex items-center gap-3">
                    <Mail aria-hidden="true" className="text-brand-vivid size-5 shrink-0" />
                    <span className="sr-only">{offices.email}: </span>
                    <a href={`mailto:${company.email}`} className={linkClass}>
                      {company.email}
                    </a>
                  </p>
                </address>
                <p className="text-ink-muted mt-5 text-sm">
                  <span className="text-ink font-semibold">{offices.languagesLabel}:</span> {copy.languages}
                </p>
              </li>
            );
          })}
        </ul>
        <div data-reveal className="on-dark bg-navy-950 relative isolate mt-5 grid overflow-hidden rounded-card text-white lg:grid-cols-2">
          <div aria-hidden="true" className="absolute -top-32 -left-32 -z-10 size-96 rounded-full bg-[radial-gradient(closest-side,rgb(29_70_219/0.5),transparent)]" />
          <div className="p-7 sm:p-10">
            <h3 className="font-display text-2xl font-semibold">{offices.write.title}</h3>
            <p className="text-navy-200 mt-3 max-w-md leading-relaxed">{offices.write.text}</p>
            <a href={`mailto:${company.email}`} className={buttonVariants({ variant: "light", size: "lg", className: "mt-7" })}>
              <Mail aria-hidden="true" className="size-5" />
              {company.email}
            </a>
          </div>
          <div className="border-t border-white/10 p-7 sm:p-10 lg:border-t-0 lg:border-l">
            <h3 className="font-display text-2xl font-semibold">{offices.response.title}</h3>
            <dl className="mt-5 divide-y divide-white/10">
              {offices.response.items.map((item) => (
                <div key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3.5">
                  <dt className="text-navy-200">{item.label}</dt>
                  <dd className="font-semibold text-cyan-200">{item.time}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Container>
    </Section>
  );
}

/** The text column of "Schedule a Meeting": what the 30 minutes hold and what to have at hand. */
export function ScheduleIntro({ schedule }: { schedule: ContactContent["schedule"] }) {
  return (
    <div>
      <SectionHeader id={`${scheduleId}-title`} eyebrow={schedule.eyebrow} heading={schedule.heading} intro={schedule.intro} align="left" />
      <h3 className="font-display mt-10 text-xl font-semibold">{schedule.agendaTitle}</h3>
      <ol className="border-line mt-5 space-y-6 border-l-2 pl-6">
        {schedule.agenda.map((item) => (
          <li key={item.id} className="relative">
            <span aria-hidden="true" className="bg-brand-vivid ring-surface-muted absolute top-1.5 -left-[1.9rem] size-3 rounded-full ring-4" />
            <p className="text-brand text-sm font-semibold tracking-[0.08em] uppercase">{item.time}</p>
            <p className="mt-1 font-semibold">{item.title}</p>
            <p className="text-ink-muted mt-1 leading-relaxed">{item.text}</p>
          </li>
        ))}
      </ol>
      <h3 className="font-display mt-10 text-xl font-semibold">{schedule.prepareTitle}</h3>
      <PointList points={schedule.prepare} />
    </div>
  );
}

/**
 * The demo request under the calendar (decision 0028): for a visitor who would rather not load it
 * (it needs consent to a third party), sales are one form away. A dark panel with what happens after
 * sending beside the form; an h3 of "Schedule a Meeting".
 */
export function DemoRequest({ demo, endpoint, company = site }: { demo: ContactContent["demo"]; endpoint?: string; company?: Pick<typeof site, "email"> }) {
  const titleId = `${demoId}-title`;
  return (
    <div id={demoId} className="ring-line shadow-card bg-surface-raised grid scroll-mt-24 overflow-hidden rounded-card ring-1 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)]">
      <div className="on-dark bg-navy-950 relative isolate flex flex-col overflow-hidden p-7 text-white sm:p-10">
        <div aria-hidden="true" className="absolute -top-32 -left-32 -z-10 size-96 rounded-full bg-[radial-gradient(closest-side,rgb(29_70_219/0.5),transparent)]" />
        <p className="text-sm font-semibold tracking-[0.14em] text-cyan-300 uppercase">{demo.eyebrow}</p>
        <h3 id={titleId} className="font-display mt-3 text-2xl font-semibold text-balance sm:text-3xl">
          {demo.heading}
        </h3>
        <p className="text-navy-200 mt-4 leading-relaxed">{demo.intro}</p>
        <PointList points={demo.points} tone="dark" />
        {/* Writing is the other way to sales; the address is the company facts'. */}
        <a
          href={`mailto:${company.email}`}
          className="mt-10 inline-flex items-center gap-3 self-start rounded-pill border border-white/15 bg-white/5 py-2 pr-5 pl-2 font-semibold text-white hover:bg-white/10 lg:mt-auto"
        >
          <span className="bg-primary-600 grid size-9 place-items-center rounded-full">
            <Mail aria-hidden="true" className="size-4" />
          </span>
          {company.email}
        </a>
      </div>
      <div className="p-7 sm:p-10">
        <DemoForm labelledBy={titleId} endpoint={endpoint} />
      </div>
    </div>
  );
}

/** The short questions buyers ask before they book, and a link to the plans. */
export function QuestionsSection({ questions }: { questions: ContactContent["questions"] }) {
  const pageHref = usePageHref();
  return (
    <Section id="questions" aria-labelledby="questions-title" tone="muted">
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeader id="questions-title" eyebrow={questions.eyebrow} heading={questions.heading} intro={questions.intro} align="left" />
          <a href={pageHref("pricing")} className={buttonVariants({ variant: "secondary", className: "mt-8" })}>
            {questions.pricing}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
        <ul className="grid gap-x-10 gap-y-9 sm:grid-cols-2">
          {questions.items.map((item) => (
            <li key={item.id} data-reveal>
              <h3 className="text-lg font-semibold">{item.question}</h3>
              <div className="text-ink-muted mt-2 leading-relaxed">
                <Answer text={item.answer} />
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
