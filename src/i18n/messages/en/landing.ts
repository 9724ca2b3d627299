/** UI microcopy of the landing pages (home-2/3/4): their frame, the carousel and the video lightbox. */
export const landing = {
  landing: {
    frame: {
      sectionsNav: "On this page",
      siteNav: "Orkestra website",
      backToSite: "Visit the main site",
    },
    carousel: {
      label: "Testimonials",
      previous: "Previous testimonial",
      next: "Next testimonial",
      slide: "{{number}} of {{count}}",
    },
    video: {
      play: "Play the product video",
      duration: "Duration {{duration}}",
      close: "Close video",
      provider: "YouTube",
      open: "Watch on YouTube",
      withdraw: "You can withdraw this permission at any time under Cookie settings.",
    },
  },
} as const;
