/** UI microcopy for the consent feature: banner, preferences, and the notice shown in place of blocked embeds. */
export const consent = {
  consent: {
    banner: {
      label: "Cookie consent",
      title: "Your data, your call",
      description:
        "Necessary cookies keep the site working. With your OK we also use Google Analytics and show booking calendars and videos.",
      privacyLink: "Privacy Policy",
      acceptAll: "Accept all",
      rejectAll: "Reject all",
      manage: "Manage preferences",
    },
    preferences: {
      title: "Cookie settings",
      acceptAll: "Accept all",
      rejectAll: "Reject all",
      save: "Save my choices",
      close: "Close cookie settings",
      serviceCounter: "Service|Services",
      intro: {
        title: "What we use and why",
        description:
          "Choose which optional features may run on this site. You can change your mind at any time with the Cookie settings link in the footer.",
      },
      necessary: {
        title: "Strictly necessary",
        description:
          "Remembers your cookie choices and the language you picked. The site cannot work properly without these, so they are always on.",
      },
      analytics: {
        title: "Analytics",
        description:
          "Google Analytics 4 counts visits and page views so we can see which content is useful. It runs only if you allow it, and switching it off here stops it and deletes its cookies.",
      },
      media: {
        title: "Booking calendar and videos",
        description:
          "Loads the demo booking calendar (Calendly) on the contact page and embedded product videos (YouTube, privacy-enhanced mode). These providers may set their own cookies.",
      },
      more: {
        title: "More information",
        description:
          "Personal data we hold about EU users is hosted in Germany. For the details and your rights under GDPR, see our {{privacyPolicy}} or write to {{email}}.",
        privacyPolicy: "Privacy Policy",
      },
    },
    table: {
      caption: "Cookies in this category",
      name: "Name",
      purpose: "Purpose",
      duration: "Duration",
    },
    cookies: {
      consent: { purpose: "Stores your cookie choices", duration: "6 months" },
      language: { purpose: "Remembers your language (stored in the browser, not sent to us)", duration: "Until you clear it" },
      ga: { purpose: "Distinguishes visitors for Google Analytics", duration: "2 years" },
      gaSession: { purpose: "Keeps the Google Analytics session state", duration: "2 years" },
    },
    media: {
      blocked: "This content is provided by {{provider}}, which may set cookies. It loads only with your permission.",
      allow: "Allow and load",
      settings: "Cookie settings",
    },
  },
} as const;
