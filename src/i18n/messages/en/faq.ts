/** UI microcopy of the FAQ pages: the topic tabs on /faq-1 and the question filter on /faq-2. */
export const faq = {
  faq: {
    /** Accessible name of the tab list on /faq-1. */
    tabsLabel: "Question topics",
    /** Accessible name of the topic links on /faq-2. */
    topicsLabel: "Topics",
    questionCount: "{{count}} questions",
    questionCountOne: "1 question",
    filter: {
      label: "Filter questions",
      placeholder: "Try ERP, GDPR or price",
      hint: "The list narrows as you type.",
      /** Live region: how many questions the filter leaves. */
      all: "Showing all {{total}} questions",
      some: "{{count}} of {{total}} questions match",
      one: "1 of {{total}} questions matches",
      none: "No questions match",
      emptyTitle: "No questions match “{{query}}”",
      emptyText: "Try a shorter or different word, or ask us directly.",
      clear: "Clear filter",
    },
  },
} as const;
