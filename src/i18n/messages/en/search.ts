/** UI microcopy for site search: the header and menu entry, the search page and its results. */
export const search = {
  search: {
    /** The header's and the mobile menu's link to the search page. */
    open: "Search",
    openLong: "Search the site",
    form: {
      label: "Search the site",
      placeholder: "Try approval limits, Fortnox or pricing",
      submit: "Search",
    },
    filter: {
      label: "Page type",
      all: "All pages",
    },
    /** Page types, as the results name them (the index's `type` filter values are the keys). */
    types: {
      product: "Product",
      company: "Company",
      blog: "Blog",
      faq: "FAQ",
      legal: "Legal",
    },
    /** The live region after each search; `results_one`/`results_other` by the language's plural rules. */
    status: {
      results_one: "{{count}} result for “{{query}}”",
      results_other: "{{count}} results for “{{query}}”",
      none: "No results for “{{query}}”",
      inType: "{{status}} in {{type}}",
      failed: "Search could not load. Check your connection and try again.",
    },
    more: "Show more results",
    empty: {
      title: "No results",
      text: "Try a shorter or different word, read the latest articles, or ask us directly.",
      blog: "Read the blog",
      contact: "Contact us",
    },
    noScript: {
      title: "Search needs JavaScript",
      text: "Search runs in your browser and needs JavaScript, which is turned off. Every page of the site is one click away below.",
      pagesLabel: "Pages on this site",
    },
  },
} as const;
