import type { Shape } from "../shape";
import type { forms as en } from "../en/forms";

export const forms = {
  forms: {
    alert: {
      fillAllFields: "Fyll i alla fält",
      acceptTerms: "Godkänn användarvillkoren och integritetspolicyn",
      ok: "OK",
    },
    fields: {
      name: "För- och efternamn",
      namePlaceholder: "Alex Berg",
      email: "Jobbmejl",
      emailPlaceholder: "du@foretag.se",
      password: "Lösenord",
      newPassword: "Nytt lösenord",
      showPassword: "Visa lösenord",
    },
    social: {
      divider: "eller",
      google: "Fortsätt med Google",
      microsoft: "Fortsätt med Microsoft",
    },
    login: {
      label: "Logga in",
      remember: "Kom ihåg mig",
      forgot: "Glömt lösenordet?",
      submit: "Logga in",
      prompt: "Ny på Orkestra?",
      switchLink: "Skapa ett konto",
    },
    signup: {
      label: "Skapa konto",
      termsStart: "Jag godkänner",
      terms: "användarvillkoren",
      termsAnd: "och",
      privacy: "integritetspolicyn",
      submit: "Skapa konto",
      prompt: "Har du redan ett konto?",
      switchLink: "Logga in",
    },
    reset: {
      label: "Byt lösenord",
      submit: "Byt lösenord",
      note: "Har du inte bett om att få byta lösenord? Då kan du bortse från mejlet, ditt lösenord förblir detsamma.",
      prompt: "Kom du ihåg det ändå?",
      switchLink: "Tillbaka till inloggningen",
    },
    comment: {
      label: "Lämna en kommentar",
      name: "Namn",
      email: "E-post",
      emailHint: "Din e-postadress visas aldrig publikt.",
      message: "Kommentar",
      submit: "Skicka kommentar",
      notSent: "Kommentarerna är inte öppna än, så ingenting skickades eller publicerades. Mejla oss gärna om du vill diskutera inlägget.",
    },
    search: {
      label: "Sök i bloggen",
      placeholder: "Sök bland artiklar",
      submit: "Sök",
    },
    newsletter: {
      label: "Din e-postadress",
      placeholder: "du@foretag.se",
      submit: "Prenumerera",
      notSent: "Tack! Prenumerationen öppnar snart. Ingenting skickades eller sparades, så titta gärna in igen senare.",
    },
  },
} as const satisfies Shape<typeof en>;
