import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";

export type CarouselSlide = { id: string; content: ReactNode };

type CarouselShellProps = {
  /** Names the carousel for assistive technology (default: "Testimonials"). */
  label?: string;
  /** How many slides `children` holds. */
  count: number;
  className?: string;
  /** The slides (`CarouselSlides`). */
  children: ReactNode;
};

const reducedMotion = () => typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/** The slides, without behaviour (static markup: a view hands them to the island as children). */
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
 * slide in view, previous and next buttons that loop both ways, Left/Right/Home/End on the focused
 * track, and native swipe on touch screens. It never moves by itself. The position is announced
 * politely ("2 of 5").
 *
 * Every slide is in the prerendered HTML. Without JavaScript the track is simply a horizontally
 * scrollable row and the buttons (`data-js-only`) are hidden.
 */
export function CarouselShell({ label, count, className, children }: CarouselShellProps) {
  const { t } = useTranslation();
  const trackId = useId();
  const track = useRef<HTMLDivElement>(null);
  const frame = useRef(0);
  // The slide a button scrolled to: scroll positions passed on the way there are not announced.
  const pending = useRef<number | null>(null);
  const [index, setIndex] = useState(0);

  // Once the buttons work, the scrollbar is no longer needed to reach the other slides.
  useEffect(() => {
    track.current?.setAttribute("data-ready", "");
    return () => cancelAnimationFrame(frame.current);
  }, []);

  const go = (next: number) => {
    const target = (next + count) % count;
    setIndex(target);
    const element = track.current;
    // Looked up, not `children[target]`: an island's slides sit inside Astro's slot element.
    const slide = element?.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')[target];
    if (!element || !slide) return;
    pending.current = slide.offsetLeft === element.scrollLeft ? null : target;
    element.scrollTo?.({ left: slide.offsetLeft, behavior: reducedMotion() ? "auto" : "smooth" });
  };

  // A swipe or a scroll by other means moves the track: follow it with the position.
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const element = track.current;
      if (!element || !element.clientWidth) return;
      const position = Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth)));
      if (pending.current !== null) {
        if (position === pending.current) pending.current = null;
        return;
      }
      setIndex(position);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  const buttonClass =
    "ring-line text-navy-900 hover:bg-navy-50 grid size-11 place-items-center rounded-full bg-white shadow-sm ring-1 ring-inset transition-colors";

  return (
    <section aria-roledescription="carousel" aria-label={label ?? t("landing.carousel.label")} className={className}>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1); the arrow keys move it. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={track}
        id={trackId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-card [scrollbar-width:thin] data-[ready]:[scrollbar-width:none] data-[ready]:[&::-webkit-scrollbar]:hidden"
      >
        {children}
      </div>
      <div className="mt-8 flex items-center justify-center gap-5" data-js-only="">
        <button type="button" aria-controls={trackId} aria-label={t("landing.carousel.previous")} onClick={() => go(index - 1)} className={buttonClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p aria-live="polite" aria-atomic="true" className="text-ink-muted min-w-16 text-center text-sm font-semibold tabular-nums">
          {t("landing.carousel.slide", { number: index + 1, count })}
        </p>
        <button type="button" aria-controls={trackId} aria-label={t("landing.carousel.next")} onClick={() => go(index + 1)} className={buttonClass}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
