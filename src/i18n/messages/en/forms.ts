/** UI microcopy for the forms feature: sign in, sign up, reset, blog comment, sidebar, alerts. */
export const forms = {
  forms: {
    /** SPEC §5 and §8: the only two custom messages, reproduced exactly (two spaces around "and"). */
    alert: {
      fillAllFields: "Please fill all fields",
      acceptTerms: "Please accept theTerms & Conditions  and  Privacy Policy",
      ok: "OK",
    },
    fields: {
      name: "Full name",
      namePlaceholder: "Alex Morgan",
      email: "Work e-mail",
      emailPlaceholder: "you@company.com",
      password: "Password",
      newPassword: "New password",
      showPassword: "Show password",
    },
    social: {
      divider: "or",
      google: "Continue with Google",
      microsoft: "Continue with Microsoft",
    },
    login: {
      label: "Sign in",
      remember: "Remember me",
      forgot: "Forgot password",
      submit: "Sign in",
      prompt: "New to Orkestra?",
      switchLink: "Create an account",
    },
    signup: {
      label: "Create account",
      termsStart: "I accept the",
      terms: "Terms & Conditions",
      termsAnd: "and",
      privacy: "Privacy Policy",
      submit: "Create account",
      prompt: "Already have an account?",
      switchLink: "Sign in",
    },
    reset: {
      label: "Change password",
      submit: "Change password",
      note: "Didn't ask for a password reset? Ignore the e-mail and your password stays as it is.",
      prompt: "Remembered it after all?",
      switchLink: "Back to sign in",
    },
    comment: {
      label: "Leave a comment",
      name: "Name",
      email: "E-mail",
      emailHint: "Your e-mail address is never published.",
      message: "Comment",
      submit: "Post comment",
      notSent: "Comments are not open yet, so nothing was sent or published. To discuss this post, write to us.",
    },
    search: {
      label: "Search the blog",
      placeholder: "Search articles",
      submit: "Search",
    },
    newsletter: {
      label: "Your e-mail address",
      placeholder: "you@company.com",
      submit: "Subscribe",
      notSent: "Thank you. Subscriptions open soon: nothing was sent or stored, so please check back later.",
    },
    /** The demo request on /contact: for visitors who would rather not load the booking calendar. */
    demo: {
      label: "Request a demo",
      name: "Full name",
      email: "Work e-mail",
      company: "Company",
      message: "What would you like to see?",
      messageHint: "Your ERP or WMS, roughly how many items and suppliers, and what you would automate first.",
      times: "Times that suit you (optional)",
      timesHint: "For example: Tuesday or Thursday afternoon, Central European Time.",
      submit: "Request demo",
      notSent: "Demo requests by form open soon, so nothing was sent. Book a time in the calendar above or write to us.",
    },
    /** Every form that sends (decision 0028): its in-place answers and the line under it. */
    lead: {
      sending: "Sending…",
      failed: "This could not be sent. Check your connection and try again: what you typed is still here.",
      /** The label of the field only bots fill in (hidden from everyone else). */
      honeypot: "Leave this field empty",
      privacy: "Privacy policy",
      notes: {
        newsletter: "We e-mail you a link to confirm. Unsubscribe any time.",
        comment: "We publish your name and comment once we have read it. Your e-mail address stays with us.",
        demo: "We use your details only to arrange and follow up the demo.",
      },
    },
  },
} as const;
