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
  },
} as const;
