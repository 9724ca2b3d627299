/**
 * Styles applied only when JavaScript is off (inside `<noscript>` in the head). Progressive parts
 * render their closed state in the HTML so nothing shifts when their script starts; without a script to open
 * them, these rules show their content instead and hide the controls that would do nothing.
 *
 * - `data-nojs-show`: hidden content (accordion answers, inactive tab panels) shown anyway.
 * - `data-js-only`: controls that need JavaScript (tab lists, pause buttons, carousel arrows).
 * - `data-marquee-*`: scrolling rows stand still and wrap, as under reduced motion, since their pause
 *   button cannot work.
 */
export const noScriptCss = [
  // Tailwind's preflight hides [hidden] with !important in @layer base, and important declarations
  // in a layer outrank unlayered ones: the override must sit in the same layer (and win there on
  // specificity).
  "@layer base{[data-nojs-show][hidden]{display:block!important}}",
  "[data-js-only]{display:none!important}",
  // Without JavaScript nothing optional can load, so there is no consent to ask for.
  "[data-consent-banner]{display:none!important}",
  "[data-marquee-track]{animation:none!important;width:100%!important}",
  '[data-marquee-list="copy"]{display:none!important}',
  '[data-marquee-list="main"]{flex-wrap:wrap;min-width:0!important;width:100%;justify-content:center;row-gap:.75rem}',
].join("");
