/** UI microcopy for the home page and the pricing component. */
export const home = {
  home: {
    bookDemo: "Book Demo",
    learnMore: "Learn More",
    /** Screen-reader context after "Learn More". */
    learnMoreAbout: "about {{name}}",
    marquee: {
      pause: "Pause animation",
      play: "Play animation",
    },
    rating: "Rated {{rating}} out of 5",
    step: "Step {{number}}",
    pricing: {
      periodsLabel: "Billing period",
      periods: { monthly: "Monthly", quarterly: "Quarterly", yearly: "Yearly" },
      billed: { monthly: "Billed monthly", quarterly: "Billed quarterly", yearly: "Billed yearly" },
      perMonth: "per month",
      customPrice: "Custom price",
      customNote: "Tailored to your sites and volumes",
      choose: "Choose {{plan}}",
      contactSales: "Contact sales",
      popular: "Most popular",
    },
  },
} as const;
