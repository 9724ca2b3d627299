import { ArrowDown } from "lucide-react";
import type { ReactNode } from "react";
import { Container, Section } from "~/components/ui/section";

/** Anchor of the scheduling section (the hero button jumps there). */
export const scheduleId = "schedule";

/** Anchor of the demo request under the calendar (`DemoRequest`). */
export const demoId = "demo";

type ScheduleFrameProps = {
  intro: ReactNode;
  children: ReactNode;
  /** What follows the calendar in the same section: the demo request (`DemoRequest`). */
  after?: ReactNode;
  /** The words of the link under the calendar to `after`, for visitors who would rather not load it. */
  afterLink?: string;
};

/**
 * The static frame of "Schedule a Meeting": the text column (`intro`, a `ScheduleIntro`) beside the
 * scheduling widget (`children`), which stays in view on wide screens, then what follows it (`after`)
 * at full width, outside the grid so the widget never slides over it.
 */
export function ScheduleFrame({ intro, children, after, afterLink }: ScheduleFrameProps) {
  return (
    <Section id={scheduleId} aria-labelledby={`${scheduleId}-title`} tone="muted">
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16">
        {intro}
        <div className="lg:sticky lg:top-28 lg:self-start">
          {children}
          {after && afterLink ? (
            <p className="mt-4 text-sm">
              <a href={`#${demoId}`} className="text-brand hover:text-brand-vivid inline-flex items-center gap-1.5 font-semibold underline underline-offset-4">
                {afterLink}
                <ArrowDown aria-hidden="true" className="size-4 shrink-0" />
              </a>
            </p>
          ) : null}
        </div>
      </Container>
      {after ? <Container className="mt-16 lg:mt-24">{after}</Container> : null}
    </Section>
  );
}
