import { ArrowRight, BadgeCheck, CalendarCheck, House, Link2Off, MailCheck, MailX, MessageSquareText, MessagesSquare, Newspaper, type LucideIcon } from "lucide-react";
import { Eyebrow, Heading } from "~/components/ui/heading";
import { Container, Section } from "~/components/ui/section";
import type { AnswerCopy } from "~/content/schemas/answers";
import type { PageCopy } from "~/content/types";
import type { AnswerPageId } from "~/i18n/pages";
import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";

/** Each answer's mark: what happened, at a glance. */
const marks: Record<AnswerPageId, LucideIcon> = {
  "check-inbox": MailCheck,
  subscribed: BadgeCheck,
  "link-expired": Link2Off,
  unsubscribed: MailX,
  "demo-requested": CalendarCheck,
  "comment-received": MessageSquareText,
};

/**
 * The top of a form's answer page (decision 0028): its mark, what happened (the page's h1 and intro)
 * and, in a card below, what happens next, step by step.
 */
export function AnswerHero({ answer, hero, next }: { answer: AnswerPageId; hero: PageCopy["hero"]; next: AnswerCopy["next"] }) {
  const { t } = useTranslation();
  const Mark = marks[answer];
  return (
    <section className="relative isolate overflow-hidden bg-[linear-gradient(180deg,var(--color-brand-soft),var(--color-surface)_75%)]">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [background-image:linear-gradient(to_right,rgb(29_70_219/0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgb(29_70_219/0.07)_1px,transparent_1px)] [background-size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
      />
      <div aria-hidden="true" className="bg-glow absolute -top-40 left-1/2 -z-10 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full blur-3xl" />
      <Container className="py-16 sm:py-24">
        <div className="mx-auto max-w-3xl text-center">
          <span className="bg-primary-600 shadow-lift mx-auto mb-8 grid size-16 place-items-center rounded-2xl text-white">
            <Mark aria-hidden="true" className="size-7" />
          </span>
          <Eyebrow>{hero.eyebrow}</Eyebrow>
          <Heading as="h1" size="h1">
            {hero.heading}
          </Heading>
          <p className="text-ink-muted text-lead mx-auto mt-6 max-w-2xl">{hero.intro}</p>
          <div className="ring-line shadow-card bg-surface-raised mt-12 rounded-card p-7 text-left ring-1 sm:p-9">
            <h2 id="answer-next" className="font-display text-xl font-semibold">
              {t("answers.nextTitle")}
            </h2>
            <ol className="mt-6 space-y-5">
              {next.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span aria-hidden="true" className="bg-brand-soft text-brand grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold">
                    {index + 1}
                  </span>
                  <p className="text-ink pt-1 leading-relaxed">{step}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Container>
    </section>
  );
}

const onward = [
  { page: "home", Icon: House },
  { page: "blog", Icon: Newspaper },
  { page: "contact", Icon: MessagesSquare },
] as const;

/** "Where to go from here": the home page, the blog and the contact page, as cards. */
export function OnwardLinks() {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  return (
    <Section aria-labelledby="answer-onward" space="sm" className="pb-20 sm:pb-28">
      <Container>
        <div className="mx-auto max-w-5xl">
          <h2 id="answer-onward" className="font-display text-center text-2xl font-semibold">
            {t("answers.onwardTitle")}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {onward.map(({ page, Icon }) => (
              <li
                key={page}
                className="group ring-line hover:ring-primary-500 has-[:focus-visible]:outline-focus relative flex flex-col rounded-card bg-surface-raised p-6 ring-1 transition-[background-color,border-color,color,box-shadow,transform] hover:shadow-card has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3"
              >
                <span className="bg-brand-soft text-brand grid size-10 place-items-center rounded-xl">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">
                  <a href={pageHref(page)} className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none">
                    {t(`answers.onward.${page}.title`)}
                  </a>
                </h3>
                <p className="text-ink-muted mt-1.5 flex-1 text-[0.9375rem] leading-relaxed">{t(`answers.onward.${page}.text`)}</p>
                <ArrowRight aria-hidden="true" className="text-brand-vivid mt-5 size-5 transition-transform motion-safe:group-hover:translate-x-1" />
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </Section>
  );
}
