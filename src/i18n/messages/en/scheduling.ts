/** UI microcopy of the consent-gated scheduling widget on /contact (SPEC §2 "Contact", §7). */
export const scheduling = {
  scheduling: {
    title: "Book your 30-minute meeting",
    openPage: "Open the booking page",
    loading: "Loading the booking calendar…",
    failed: "The booking calendar could not be loaded. Your network or a browser extension may be blocking it.",
    notShowing: "Calendar not showing?",
    withdraw: "You can withdraw this permission at any time under Cookie settings.",
  },
} as const;
