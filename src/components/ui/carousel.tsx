import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";

type CarouselSlide = { id: string; content: ReactNode };

type CarouselShellProps = {
  /** Names the carousel for assistive technology (default: "Testimonials"). */
  label?: string;
  /** How many slides `children` holds. */
  count: number;
  className?: string;
  /** The slides (`CarouselSlides`). */
  children: ReactNode;
};

/** The slides, without behaviour (static markup: a view hands them to the `CarouselShell` as children). */
export function CarouselSlides({ slides }: { slides: readonly CarouselSlide[] }) {
  const { t } = useTranslation();
  const count = slides.length;
  return slides.map((slide, position) => (
    <div
      key={slide.id}
      role="group"
      aria-roledescription="slide"
      aria-label={t("landing.carousel.slide", { number: position + 1, count })}
      className="w-full shrink-0 snap-center snap-always px-1 py-1"
    >
      {slide.content}
    </div>
  ));
}

/**
 * SPEC §4 testimonial carousel around its slides (`children`), on CSS scroll snap (no library): one
 * slide in view, native swipe on touch screens. The carousel behaviour (src/behaviours/carousel.ts,
 * inlined in the head, so from the first paint) makes the previous and next buttons loop both ways,
 * Left/Right/Home/End move the focused track and the position is announced politely ("2 of 5"). It
 * never moves by itself. Without JavaScript the track is a horizontally scrollable row with its
 * scrollbar and the buttons (`data-js-only`) are hidden.
 */
export function CarouselShell({ label, count, className, children }: CarouselShellProps) {
  const { t } = useTranslation();
  const trackId = useId();
  const buttonClass =
    "ring-line text-ink hover:bg-surface-strong grid size-11 place-items-center rounded-full bg-surface-raised shadow-sm ring-1 ring-inset transition-colors";

  return (
    <section data-carousel="" aria-roledescription="carousel" aria-label={label ?? t("landing.carousel.label")} className={className}>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1); the arrow keys move it. */}
      <div
        id={trackId}
        data-carousel-track=""
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        // The buttons replace the scrollbar where scripts run (`scripting` is a media feature).
        className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-card [scrollbar-width:thin] [@media(scripting:enabled)]:[scrollbar-width:none] [@media(scripting:enabled)]:[&::-webkit-scrollbar]:hidden"
      >
        {children}
      </div>
      <div className="mt-8 flex items-center justify-center gap-5" data-js-only="">
        <button type="button" data-carousel-step="-1" aria-controls={trackId} aria-label={t("landing.carousel.previous")} className={buttonClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p data-carousel-status="" aria-live="polite" aria-atomic="true" className="text-ink-muted min-w-16 text-center text-sm font-semibold tabular-nums">
          {t("landing.carousel.slide", { number: 1, count })}
        </p>
        <button type="button" data-carousel-step="1" aria-controls={trackId} aria-label={t("landing.carousel.next")} className={buttonClass}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
