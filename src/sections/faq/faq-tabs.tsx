import type { ReactNode } from "react";
import { Accordion } from "~/components/ui/accordion";
import { Container, Section } from "~/components/ui/section";
import { ChoiceTabs } from "~/components/ui/choice-tabs";
import type { FaqGroup } from "~/content/schemas/faq";
import { useTranslation } from "~/i18n/translate";
import { AnswerText } from "./answer-text";

/** /faq-1 (SPEC §2 "FAQ", §4): the static frame of the questions, the muted section around the tabs (`children`). */
export function FaqTabsFrame({ children }: { children: ReactNode }) {
  return (
    <Section tone="muted">
      <Container>{children}</Container>
    </Section>
  );
}

/**
 * The four topics as tab-like choices, each an accordion of its 8 questions with the first open. All
 * on the platform (a radio group, `<details name>`), so it works from the first paint and without
 * JavaScript; each topic's accordion has its own name, so each keeps its own open question.
 */
export function FaqTopicTabs({ groups }: { groups: readonly FaqGroup[] }) {
  const { t } = useTranslation();
  return (
    <ChoiceTabs
      label={t("faq.tabsLabel")}
      className="flex flex-col items-center"
      // Four long labels do not fit a phone: the row scrolls sideways, its fading edge showing there is more.
      listClassName="max-w-full overflow-x-auto whitespace-nowrap *:shrink-0 max-sm:[mask-image:linear-gradient(to_right,#000_75%,transparent)]"
      panelClassName="mt-12 w-full"
      items={groups.map((group) => ({
        id: group.id,
        label: group.title,
        panel: (
          <div className="grid gap-10 lg:grid-cols-[minmax(0,0.75fr)_minmax(0,1.25fr)] lg:gap-16">
            <div className="lg:sticky lg:top-28 lg:self-start">
              <h2 className="font-display text-h2 font-semibold text-balance">{group.title}</h2>
              <p className="text-lead text-ink-muted mt-4">{group.intro}</p>
              <p className="text-brand mt-6 text-sm font-semibold">{t("faq.questionCount", { count: group.items.length })}</p>
            </div>
            <Accordion items={group.items.map((item) => ({ id: item.id, title: item.question, content: <AnswerText text={item.answer} /> }))} defaultIndex={0} />
          </div>
        ),
      }))}
    />
  );
}
