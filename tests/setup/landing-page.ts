/**
 * A landing page as a content file holds it (content/landing/<file>.yaml), written by the tests
 * themselves so no test leans on a page a marketer may change or delete: hero, card grid, text and
 * picture, pricing table, FAQ and call to action, in both languages.
 */
export function landingFixture(address: string) {
  const part = (words: { hero: string; cards: string; plans: string; faq: string; cta: string }) => ({
    address,
    noindex: false,
    title: `${words.hero} test page`,
    description: `A landing page the tests write for themselves: ${words.hero}, with a pricing table and a FAQ.`,
    blocks: [
      {
        type: "hero",
        eyebrow: "Test campaign",
        heading: words.hero,
        intro: "A page composed of the site's own blocks.",
        primary: { label: "Plans", link: "#pricing" },
        secondary: { label: "Contact", link: "/contact" },
      },
      {
        type: "cards",
        eyebrow: "Cards",
        heading: words.cards,
        cards: [
          { icon: "radar", title: "First card", text: "The first card's text." },
          { icon: "truck", title: "Second card", text: "The second card's text.", link: "pricing" },
        ],
      },
      { type: "split", eyebrow: "Split", heading: "Text beside a drawing", points: ["One point", "Another point"], visual: "forecast", reverse: true },
      { type: "pricing", eyebrow: "Plans", heading: words.plans, intro: "The site's plans, from the plans file.", note: "Small print under the plans.", plans: "home" },
      { type: "faq", eyebrow: "FAQ", heading: words.faq, items: [{ question: "Is this a test page?", answer: "Yes, written by the tests." }] },
      { type: "cta", heading: words.cta, text: "A closing line.", secondary: "Write to us" },
    ],
  });
  return {
    en: part({ hero: "Fixture hero heading", cards: "Fixture card grid", plans: "Fixture plans", faq: "Fixture questions", cta: "Fixture closing call" }),
    sv: part({ hero: "Testsidans rubrik", cards: "Testsidans kort", plans: "Testsidans planer", faq: "Testsidans frågor", cta: "Testsidans avslutning" }),
  };
}

export type LandingFixture = ReturnType<typeof landingFixture>;
