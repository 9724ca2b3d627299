/**
 * The pause/play button of every `MarqueeGroup` (static markup, never hydrated), from the site script:
 * the button flips `data-paused` on its group, which pauses the rows in CSS, and swaps its label from
 * its `data-*-label` attributes (the icons follow the attribute in CSS).
 */
export function enhanceMarquees(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-marquee] [data-marquee-toggle]")) {
    const group = button.closest<HTMLElement>("[data-marquee]")!;
    button.addEventListener("click", () => {
      const paused = group.toggleAttribute("data-paused");
      const label = button.querySelector("[data-marquee-label]");
      const text = paused ? button.dataset.playLabel : button.dataset.pauseLabel;
      if (label && text) label.textContent = text;
    });
  }
}
