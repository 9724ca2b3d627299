import { site } from "~/config/site";
import type { LegalContent } from "../legal-types";

const { name: brand } = site;
const [headOffice, hamburg, solna] = site.offices;

/** /privacy: the Privacy Policy, effective 2025-04-02 (SPEC §2, §9). */
export const privacy = {
  effective: "2025-04-02",
  clauses: false,
  labels: {
    effective: "Effective",
    contents: "Contents",
    party: "Controller",
    data: "Data",
    purpose: "Purpose",
    basis: "Legal basis",
    retention: "Retention",
  },
  preamble: [
    `This policy explains which personal data ${brand} processes when you visit our website, contact us, book a meeting or use ${brand} as a user at one of our customers, why we do it and what rights you have. Personal data of users in the European Union is hosted on servers in Germany.`,
  ],
  sections: [
    {
      id: "controller",
      heading: "Who is responsible",
      blocks: [
        {
          type: "p",
          text: `The controller for the processing described here is ${brand}, ${headOffice.street}, ${headOffice.city} ${headOffice.postcode}, ${headOffice.country.en}. Our offices in ${hamburg.city}, ${hamburg.country.en}, and ${solna.city}, ${solna.country.en}, follow this policy too. For any question about your data, write to {email}.`,
        },
        {
          type: "p",
          text: "When our customers use the Service to process personal data of their own, for example contact details of their suppliers, we act as their processor under a data processing agreement. For that data the customer is the controller and its own privacy notice applies; we help the customer answer your requests.",
        },
      ],
    },
    {
      id: "processing",
      heading: "What we process, why and on which legal basis",
      blocks: [
        { type: "p", text: "For each purpose, this is the data we use, the legal basis under the General Data Protection Regulation (GDPR) and how long we keep the data." },
        {
          type: "processing",
          items: [
            {
              id: "website",
              title: "Visiting this website",
              data: "IP address, date and time, the page requested, the referring page, browser and operating system (server log files).",
              purpose: "Delivering the website, keeping it secure, and finding and fixing errors.",
              basis: "Legitimate interests in a secure, working website, Art. 6(1)(f) GDPR.",
              retention: "14 days. Longer only for entries needed to investigate a specific security incident.",
            },
            {
              id: "choices",
              title: "Your cookie and language choices",
              data: "Your consent choices with their date and a random ID (cookie orkestra_consent); the language you picked, kept in your browser's local storage and never sent to us.",
              purpose: "Remembering your choices so that we do not ask again on every page.",
              basis: "Our legal obligation to be able to show your consent, Art. 6(1)(c) and Art. 7(1) GDPR. This storage is strictly necessary for the site.",
              retention: "6 months for the consent cookie; the language setting until you clear it.",
            },
            {
              id: "analytics",
              title: "Website analytics, only with your consent",
              data: "Pseudonymous online identifiers, pages viewed, time on the page, approximate location derived from the IP address, device and browser details (Google Analytics 4, cookies _ga and _ga_*).",
              purpose: "Understanding which content is useful, so that we can improve the website.",
              basis: "Your consent, Art. 6(1)(a) GDPR. Nothing is loaded or stored before you give it.",
              retention: "Cookies for up to 2 years. Analytics data is deleted after 14 months.",
            },
            {
              id: "scheduling",
              title: "Booking a meeting, the calendar only with your consent",
              data: "Name, e-mail address, company, the time you choose and anything you write in the booking form. When the calendar loads, Calendly also receives your IP address and device details and may set cookies.",
              purpose: "Arranging and holding the meeting you asked for.",
              basis:
                "Steps taken at your request before entering into a contract, Art. 6(1)(b) GDPR. The embedded calendar is loaded only with your consent, Art. 6(1)(a) GDPR; without it you can book on Calendly's own page.",
              retention: "24 months after our last contact, unless a customer relationship follows.",
            },
            {
              id: "video",
              title: "Product videos, only with your consent",
              data: "IP address, device and browser details and viewing behaviour, received by YouTube when you play a video in privacy-enhanced mode.",
              purpose: "Showing you our product videos.",
              basis: "Your consent, Art. 6(1)(a) GDPR.",
              retention: "We keep none of this data. YouTube's retention is described in Google's privacy policy.",
            },
            {
              id: "enquiries",
              title: "E-mail and phone enquiries",
              data: "Name, contact details, company, the content of your message and our replies.",
              purpose: "Answering your questions and preparing offers.",
              basis: "Steps before entering into a contract, Art. 6(1)(b) GDPR; otherwise our legitimate interest in answering business enquiries, Art. 6(1)(f) GDPR.",
              retention: "24 months after our last contact, longer where commercial or tax law requires us to keep the correspondence.",
            },
            {
              id: "accounts",
              title: "User accounts in the product",
              data: "Name, business e-mail address, role, sign-in times and IP address at sign-in, and the actions taken in the product (audit log).",
              purpose: "Providing the Service to your employer, securing accounts and showing who approved which order.",
              basis: "Performance of our contract with your employer and our legitimate interest in a secure service, Art. 6(1)(b) and (f) GDPR.",
              retention: "As long as the account exists; audit logs for 12 months. Deleted within 60 days after the customer's contract ends.",
            },
            {
              id: "contracts",
              title: "Contracts and invoicing",
              data: "Names and business contact details of our contacts at customers, contract and payment details.",
              purpose: "Concluding and managing contracts, invoicing and bookkeeping.",
              basis: "Performance of a contract and our legal obligations, Art. 6(1)(b) and (c) GDPR.",
              retention: "Up to 10 years after the end of the year concerned, as commercial and tax law require.",
            },
          ],
        },
        {
          type: "p",
          text: `We do not use your personal data for automated decisions that have legal or similarly significant effects on you (Art. 22 GDPR). ${brand} automates supply-chain decisions such as purchase orders, not decisions about people.`,
        },
      ],
    },
    {
      id: "hosting",
      heading: "Hosting in Germany",
      blocks: [
        {
          type: "p",
          text: "Personal data of users in the European Union, in the product and on this website, is hosted on servers in data centres in Germany. Backups are kept in a second data centre, also in Germany.",
        },
        {
          type: "p",
          text: "Our hosting provider is certified to ISO/IEC 27001 and works for us as a processor under a data processing agreement. It may use the data only to run our infrastructure.",
        },
      ],
    },
    {
      id: "recipients",
      heading: "Processors and other recipients",
      blocks: [
        { type: "p", text: "We share personal data only where the purposes above require it. The recipients are:" },
        {
          type: "ul",
          items: [
            "our hosting provider in Germany, for servers, storage and backups;",
            "the providers of our e-mail, calendar, office and customer-relationship software, as processors bound by our instructions;",
            "Calendly LLC, USA, when you load the booking calendar or book a meeting;",
            "Google Ireland Limited, Ireland, together with Google LLC, USA, for Google Analytics and YouTube videos, only with your consent;",
            "our accountants, auditors and lawyers, who are bound to professional secrecy; and",
            "courts and authorities, where the law obliges us to disclose data.",
          ],
        },
        { type: "p", text: "We do not sell personal data and do not share it for advertising." },
      ],
    },
    {
      id: "transfers",
      heading: "International transfers",
      blocks: [
        {
          type: "p",
          text: `Our head office is in ${headOffice.city}, ${headOffice.country.en}, a country for which the European Commission has decided that it ensures an adequate level of data protection (Art. 45 GDPR). Our staff there may access data where their work requires it, for example to give support; the data itself stays hosted in Germany.`,
        },
        {
          type: "p",
          text: "Calendly and Google may process data in the USA. Both are certified under the EU-US Data Privacy Framework, for which an adequacy decision of the European Commission exists, and we have also agreed the EU Standard Contractual Clauses with them. You can ask for a copy of these safeguards at {email}.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and your consent",
      blocks: [
        {
          type: "p",
          text: "Unless you agree to more, we use only what is strictly necessary. On your first visit a banner asks whether you allow analytics (Google Analytics) and media (the booking calendar and product videos). Until you say yes, nothing is loaded from these providers.",
        },
        {
          type: "p",
          text: "You can change or withdraw your consent at any time, with effect for the future, in the cookie settings, here or in the footer of every page. Withdrawing analytics consent also deletes the Google Analytics cookies.",
        },
        { type: "cookieSettings", label: "Open cookie settings" },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep data",
      blocks: [
        {
          type: "p",
          text: "We keep personal data only as long as we need it for the purpose we collected it for, as stated for each purpose in section 2. Then we delete or anonymise it, unless the law obliges us to keep it longer, in particular commercial and tax law, which require some records to be kept for up to ten years. In that case we use the data for nothing else.",
        },
      ],
    },
    {
      id: "rights",
      heading: "Your rights under the GDPR",
      blocks: [
        { type: "p", text: "You have the following rights regarding your personal data:" },
        {
          type: "ul",
          items: [
            "Access (Art. 15 GDPR): to learn whether we process data about you, and to receive a copy.",
            "Rectification (Art. 16 GDPR): to have wrong data corrected and incomplete data completed.",
            "Erasure (Art. 17 GDPR): to have your data deleted, unless we must keep it, for example by law.",
            "Restriction of processing (Art. 18 GDPR): to have the use of your data limited, for example while its accuracy is being checked.",
            "Data portability (Art. 20 GDPR): to receive the data you gave us in a structured, commonly used, machine-readable format, or to have it sent to another controller.",
            "Objection (Art. 21 GDPR): to object at any time, on grounds relating to your situation, to processing based on our legitimate interests, and to direct marketing without giving reasons.",
            "Withdrawing consent (Art. 7(3) GDPR): to withdraw a consent at any time; this does not affect processing that took place before.",
          ],
        },
        {
          type: "p",
          text: "To use any of these rights, write to {email}. We answer within one month and free of charge, and we may first ask you to confirm your identity. If your request concerns data that a customer controls, we pass it on to that customer and tell you so.",
        },
      ],
    },
    {
      id: "security",
      heading: "Security",
      blocks: [
        { type: "p", text: "We protect personal data with technical and organisational measures that match the risk, among them:" },
        {
          type: "ul",
          items: [
            "encryption in transit (TLS 1.2 or higher) and at rest (AES-256);",
            "single sign-on and multi-factor authentication for our staff, and access only where the work requires it;",
            "logging of administrative access, and regular penetration tests by an external firm;",
            "separate environments per customer, daily backups and tested restores; and",
            "confidentiality undertakings and data-protection training for everyone who works with personal data.",
          ],
        },
      ],
    },
    {
      id: "complaints",
      heading: "How to complain",
      blocks: [
        { type: "p", text: "If you think we handle your data wrongly, please tell us first at {email}, so that we can put it right." },
        {
          type: "p",
          text: "You also have the right to lodge a complaint with a data protection supervisory authority, in particular in the EU member state where you live or work or where you believe the infringement took place (Art. 77 GDPR). For example:",
        },
        {
          type: "ul",
          items: [
            "in Germany, the authority of your federal state, such as the Hamburg Commissioner for Data Protection and Freedom of Information;",
            "in Sweden, the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY);",
            "in the United Kingdom, the Information Commissioner's Office (ICO).",
          ],
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        {
          type: "p",
          text: "We update this policy when our services or the law change. The effective date on this page shows when the current version took effect. If a change affects how we use data you have already given us, we tell customers and users by e-mail before it takes effect, and ask for consent again where the law requires it.",
        },
      ],
    },
  ],
} as const satisfies LegalContent;
