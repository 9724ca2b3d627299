/**
 * Every word the lead functions say to a visitor, in English and Swedish: answers to a form, the
 * page a plain form post lands on when it is refused, the confirmation mail. `{{name}}` is filled in
 * by `fill`. The site's own pages and forms keep their copy in src/i18n; these are the server's.
 */
import type { Lang } from "./types";

/**
 * What a newsletter sign-up agrees to, stored with each sign-up as its proof of consent. A new
 * wording gets a new version (the date it took effect); the form says the same in fewer words.
 */
export const consentWording = {
  version: "2026-12-07",
  en: "I want Orkestra's newsletter by e-mail, about once a month: new articles on AI in supply chains and notes from customers. I can unsubscribe at any time.",
  sv: "Jag vill få Orkestras nyhetsbrev via e-post, ungefär en gång i månaden: nya artiklar om AI i supply chain och lärdomar från kunder. Jag kan avsluta prenumerationen när som helst.",
} as const;

const en = {
  accepted: {
    newsletter: "Almost done: we've e-mailed you a link. Click it to confirm your subscription.",
    demo: "Thank you! Your request has reached our team, and we'll reply by e-mail soon.",
    comment: "Thank you! Your comment will appear under the post once we've read it.",
  },
  refused: {
    invalid: "Some fields need correcting.",
    origin: "This form can only be sent from our website.",
    "too-large": "That's more text than the form takes. Please shorten it and send it again.",
    "rate-limited": "We've had a lot of messages from you in a short time. Please wait a little and try again.",
    "too-fast": "That was sent faster than anyone can type, so we held it back. Please wait a few seconds and send it again.",
    honeypot: "The form could not be sent. Please try again, or e-mail us at {{email}}.",
    unavailable: "We couldn't send the form just now. Please try again later, or e-mail us at {{email}}.",
  },
  fields: {
    required: "Please fill this in.",
    email: "Enter an e-mail address such as name@example.com.",
    tooLong: "Use at most {{max}} characters.",
    post: "We couldn't tell which post this comment is for.",
  },
  labels: {
    email: "E-mail",
    name: "Name",
    company: "Company",
    message: "Message",
    times: "Times that suit you",
    comment: "Comment",
    post: "Post",
    page: "Page",
  },
  refusalPage: {
    title: "Not sent",
    heading: "Your form was not sent",
    back: "Use your browser's Back button to return to the form: what you typed is still there.",
    link: "Back to the page you came from",
  },
  confirmMail: {
    subject: "Confirm your subscription to Orkestra's newsletter",
    intro: "Please confirm that you want Orkestra's newsletter sent to this address:",
    button: "Confirm my subscription",
    validity: "The link works for 7 days. If you didn't sign up, just ignore this e-mail: without your confirmation we won't write to you again.",
    unsubscribe: "Changed your mind? Unsubscribe here:",
    unsubscribeLink: "Unsubscribe",
  },
};

type Messages = typeof en;

const sv: Messages = {
  accepted: {
    newsletter: "Nästan klart: vi har mejlat dig en länk. Klicka på den för att bekräfta prenumerationen.",
    demo: "Tack! Din förfrågan har kommit fram till oss, och vi svarar via mejl inom kort.",
    comment: "Tack! Din kommentar visas under inlägget när vi har läst den.",
  },
  refused: {
    invalid: "Några fält behöver rättas.",
    origin: "Formuläret kan bara skickas från vår webbplats.",
    "too-large": "Det är mer text än formuläret tar emot. Korta ner den och skicka igen.",
    "rate-limited": "Vi har fått många meddelanden från dig på kort tid. Vänta en stund och försök igen.",
    "too-fast": "Det skickades snabbare än någon hinner skriva, så vi höll inne det. Vänta några sekunder och skicka igen.",
    honeypot: "Formuläret kunde inte skickas. Försök igen, eller mejla oss på {{email}}.",
    unavailable: "Vi kunde inte skicka formuläret just nu. Försök igen senare, eller mejla oss på {{email}}.",
  },
  fields: {
    required: "Fyll i det här fältet.",
    email: "Ange en e-postadress, till exempel namn@exempel.se.",
    tooLong: "Använd högst {{max}} tecken.",
    post: "Vi kunde inte se vilket inlägg kommentaren gäller.",
  },
  labels: {
    email: "E-post",
    name: "Namn",
    company: "Företag",
    message: "Meddelande",
    times: "Tider som passar dig",
    comment: "Kommentar",
    post: "Inlägg",
    page: "Sida",
  },
  refusalPage: {
    title: "Inte skickat",
    heading: "Formuläret skickades inte",
    back: "Gå tillbaka till formuläret med webbläsarens bakåtknapp: det du skrev finns kvar.",
    link: "Tillbaka till sidan du kom från",
  },
  confirmMail: {
    subject: "Bekräfta din prenumeration på Orkestras nyhetsbrev",
    intro: "Bekräfta att du vill få Orkestras nyhetsbrev till den här adressen:",
    button: "Bekräfta prenumerationen",
    validity: "Länken fungerar i 7 dagar. Har du inte anmält dig? Då kan du bortse från det här mejlet: utan din bekräftelse hör vi inte av oss igen.",
    unsubscribe: "Har du ångrat dig? Avsluta prenumerationen här:",
    unsubscribeLink: "Avsluta prenumerationen",
  },
};

export const messages: Record<Lang, Messages> = { en, sv };

export type Refusal = keyof Messages["refused"];
export type FieldProblem = keyof Messages["fields"];
export type FieldLabel = keyof Messages["labels"];

/** A message with its `{{name}}` placeholders filled in. */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
