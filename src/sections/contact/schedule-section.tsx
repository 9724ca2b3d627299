import type { ReactNode } from "react";
import { Container, Section } from "~/components/ui/section";

/** Anchor of the scheduling section (the hero button jumps there). */
export const scheduleId = "schedule";

/**
 * The static frame of "Schedule a Meeting": the text column (`intro`, a `ScheduleIntro`) beside the
 * scheduling widget (`children`), which stays in view on wide screens.
 */
export function ScheduleFrame({ intro, children }: { intro: ReactNode; children: ReactNode }) {
  return (
    <Section id={scheduleId} aria-labelledby={`${scheduleId}-title`} tone="muted">
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16">
        {intro}
        <div className="lg:sticky lg:top-28 lg:self-start">{children}</div>
      </Container>
    </Section>
  );
}
