/**
 * Scroll-snap carousels (src/components/ui/carousel.tsx) from the first paint: `[data-carousel-step]`
 * buttons move one slide back or on, looping; Left/Right/Home/End do the same on the focused track; the
 * position ("2 of 5", each slide's own label) is announced in the status region, also after a swipe.
 * Smooth only without reduced motion. Self-contained: inlined in the head (./index.ts).
 */
export function carousels(document: Document): void {
  type Parts = { root: HTMLElement; track: HTMLElement; slides: HTMLElement[] };
  const partsOf = (element: Element): Parts | null => {
    const root = element.closest<HTMLElement>("[data-carousel]");
    const track = root?.querySelector<HTMLElement>("[data-carousel-track]");
    if (!root || !track) return null;
    return { root, track, slides: Array.from(track.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')) };
  };
  const announce = ({ root, slides }: Parts, index: number) => {
    const status = root.querySelector("[data-carousel-status]");
    const text = slides[index]?.getAttribute("aria-label");
    if (status && text && status.textContent !== text) status.textContent = text;
  };
  const shown = ({ track, slides }: Parts) => Math.min(slides.length - 1, Math.max(0, Math.round(track.scrollLeft / (track.clientWidth || 1))));
  // The slide a button or key asked for: positions passed on the way there are not announced.
  const go = (parts: Parts, next: number) => {
    const count = parts.slides.length;
    if (!count) return;
    const index = ((next % count) + count) % count;
    parts.root.dataset.carouselTarget = String(index);
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    parts.track.scrollTo({ left: parts.slides[index]!.offsetLeft, behavior: smooth ? "smooth" : "auto" });
    announce(parts, index);
  };
  const current = (parts: Parts) => Number(parts.root.dataset.carouselTarget ?? shown(parts));

  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("[data-carousel-step]") : null;
    const parts = button && partsOf(button);
    if (parts) go(parts, current(parts) + Number(button.getAttribute("data-carousel-step")));
  });
  document.addEventListener("keydown", (event) => {
    const track = event.target instanceof Element && event.target.matches("[data-carousel-track]") ? event.target : null;
    const parts = track && partsOf(track);
    if (!parts || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = current(parts);
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: parts.slides.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(parts, target);
  });
  // Scroll events do not bubble, but they reach a capturing listener on the document.
  let frame = 0;
  document.addEventListener(
    "scroll",
    (event) => {
      const track = event.target instanceof Element && event.target.matches("[data-carousel-track]") ? event.target : null;
      if (!track) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const parts = partsOf(track);
        if (!parts) return;
        const position = shown(parts);
        const target = parts.root.dataset.carouselTarget;
        if (target !== undefined && Number(target) !== position) return;
        delete parts.root.dataset.carouselTarget;
        announce(parts, position);
      });
    },
    { capture: true, passive: true },
  );
}
