/** UI microcopy for the home page. */
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
  },
} as const;
