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
    demo: {
      label: "Boka en demo",
      name: "För- och efternamn",
      email: "Jobbmejl",
      company: "Företag",
      message: "Vad vill du se?",
      messageHint: "Ert affärssystem eller lagersystem, ungefär hur många artiklar och leverantörer ni har och vad ni helst vill automatisera först.",
      times: "Tider som passar dig (frivilligt)",
      timesHint: "Till exempel tisdag eller torsdag eftermiddag.",
      submit: "Boka demo",
      notSent: "Det går snart att boka en demo via formuläret, så ingenting skickades. Välj en tid i kalendern ovan eller mejla oss.",
    },
    lead: {
      sending: "Skickar\u00a0…",
      failed: "Det gick inte att skicka. Kontrollera uppkopplingen och försök igen – det du har skrivit finns kvar.",
      honeypot: "Lämna fältet tomt",
      privacy: "Integritetspolicy",
      notes: {
        newsletter: "Vi mejlar dig en länk som du bekräftar med. Du kan avsluta när du vill.",
        comment: "Vi publicerar ditt namn och din kommentar när vi har läst den. Din e-postadress stannar hos oss.",
        demo: "Vi använder bara dina uppgifter för att boka och följa upp demon.",
      },
    },
  },
} as const satisfies Shape<typeof en>;
