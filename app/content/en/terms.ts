import { site } from "~/config/site";
import type { LegalContent } from "../legal-types";

const { name: brand, products } = site;

/** /terms: the Terms of Service, a SaaS contract with business customers (SPEC §2, §9). */
export const terms = {
  effective: "2025-04-02",
  clauses: true,
  labels: {
    effective: "Effective",
    contents: "Contents",
    party: "Service provider",
    data: "Data",
    purpose: "Purpose",
    basis: "Legal basis",
    retention: "Retention",
  },
  preamble: [
    `These Terms of Service (the “Terms”) govern the use of the ${brand} platform, including ${products.ai} and ${products.go}, by business customers. They form a contract between ${brand} (“we”, “us”) and the company or organisation that signs up for the Service (the “Customer”, “you”).`,
    "The Service is offered to businesses only, not to consumers. Whoever accepts these Terms on behalf of an organisation confirms that they are authorised to bind it.",
  ],
  sections: [
    {
      id: "definitions",
      heading: "Definitions",
      blocks: [
        { type: "p", text: "In these Terms the following words have the meanings given below. Headings are for convenience only and do not affect interpretation." },
        {
          type: "definitions",
          items: [
            { term: "Agreement", text: "These Terms, the Order, the Data Processing Agreement and the documents they refer to." },
            {
              term: "Service",
              text: `The ${brand} software-as-a-service platform, including ${products.ai}, ${products.go} and ${products.warehousing}, its connectors, APIs and documentation, as described in the Order.`,
            },
            {
              term: "Customer Data",
              text: "All data that the Customer or its Users submit to the Service or that the Service retrieves from the Customer's connected systems and mailboxes, and the outputs generated from it.",
            },
            { term: "User", text: "An employee or contractor of the Customer to whom the Customer has given a personal account for the Service." },
            {
              term: "Order",
              text: "The plan chosen online or a signed order form, stating the plan, the number of user accounts, the data-entry allowance, the fees and the billing period.",
            },
            { term: "Subscription Term", text: "The period for which the Customer has paid or agreed to pay for the Service, including renewals." },
            { term: "Data Processing Agreement", text: "Our agreement under Article 28 GDPR on the processing of personal data on the Customer's behalf." },
            { term: "GDPR", text: "Regulation (EU) 2016/679, the General Data Protection Regulation. “Personal data” has the meaning given there." },
            { term: "Working Day", text: "Monday to Friday, except public holidays in Hamburg, Germany." },
          ],
        },
      ],
    },
    {
      id: "service",
      heading: "The Service",
      blocks: [
        {
          type: "p",
          text: "We provide the Service for the Subscription Term as set out in the Agreement and the documentation. The Service analyses the Customer's supply-chain data, produces forecasts and recommendations and, where the Customer enables it, acts on them: it creates and changes purchase orders, sends e-mails to suppliers and writes data back to connected ERP and WMS systems.",
        },
        {
          type: "p",
          text: "The Customer decides which actions the Service may take on its own and sets the approval limits for them. Actions taken within those settings are taken on the Customer's behalf and bind the Customer towards its suppliers and customers as if a User had taken them.",
        },
        {
          type: "p",
          text: "We monitor the Service 24/7 and aim for an availability of 99.5% per calendar month. Planned maintenance announced at least three Working Days in advance, and disruptions we cannot control, such as failures of the Customer's own systems or of public networks, are not counted.",
        },
        {
          type: "p",
          text: "We may develop the Service further and change its features, provided that the agreed functionality is not materially reduced during the Subscription Term. We inform the Customer of material changes in good time.",
        },
        {
          type: "p",
          text: "Connectors rely on interfaces provided by the vendors of ERP, WMS and e-mail systems. If a vendor changes or withdraws an interface, we will make reasonable efforts to adapt the connector, but we are not responsible for the vendor's changes.",
        },
      ],
    },
    {
      id: "accounts",
      heading: "Accounts and access",
      blocks: [
        {
          type: "p",
          text: "The number of user accounts depends on the Customer's plan. Each account belongs to one User and may not be shared. The Customer may transfer an account to another User when someone leaves.",
        },
        {
          type: "p",
          text: "The Customer ensures that its Users keep their credentials confidential, use multi-factor authentication and comply with the Agreement. The Customer is responsible for all use of its accounts and tells us without undue delay at {email} if it suspects unauthorised access.",
        },
        {
          type: "p",
          text: "We may suspend an account temporarily if there are concrete signs of misuse or a security risk. We inform the Customer promptly and restore access as soon as the reason no longer exists.",
        },
      ],
    },
    {
      id: "customer-data",
      heading: "Customer Data",
      blocks: [
        {
          type: "p",
          text: "The Customer keeps all rights to the Customer Data. It grants us a non-exclusive right, limited to the Subscription Term, to store, process and transmit the Customer Data as far as necessary to provide, secure and support the Service.",
        },
        {
          type: "p",
          text: "The Customer is responsible for the lawfulness and accuracy of the Customer Data and for holding the rights needed to connect its systems and mailboxes to the Service. Forecasts and recommendations can only be as good as the data behind them.",
        },
        {
          type: "p",
          text: "We may use aggregated, anonymised information about how the Service is used, which identifies neither the Customer, its Users nor any other person, to operate and improve the Service. We do not sell Customer Data and do not use it to train models that other customers use.",
        },
        { type: "p", text: "The Customer can export its Customer Data at any time in a common, machine-readable format." },
      ],
    },
    {
      id: "data-residency",
      heading: "EU data residency and hosting",
      blocks: [
        {
          type: "p",
          text: "Customer Data of customers in the European Union and the European Economic Area, including all personal data of EU users, is stored and processed on servers in data centres in Germany. Backups are kept in a second data centre, also in Germany.",
        },
        {
          type: "p",
          text: "We do not move the storage of this Customer Data out of the EU/EEA. Where a subprocessor or our support staff needs to access it from outside the EU/EEA, this happens only with the safeguards required by Chapter V GDPR, as set out in the Data Processing Agreement.",
        },
        {
          type: "p",
          text: "The subprocessors we use, where they are located and what they do are listed in an annex to the Data Processing Agreement. We inform the Customer at least 30 days before we add or replace a subprocessor, and the Customer may object on reasonable data-protection grounds.",
        },
      ],
    },
    {
      id: "data-protection",
      heading: "Data protection, GDPR rights and the Data Processing Agreement",
      blocks: [
        {
          type: "p",
          text: "Where we process personal data contained in the Customer Data, we do so as the Customer's processor under Article 28 GDPR and only on the Customer's documented instructions. The Data Processing Agreement forms part of the Agreement and prevails over these Terms on data-protection matters.",
        },
        { type: "p", text: "We help the Customer respond to requests from people who exercise their rights under the GDPR, in particular the rights of:" },
        {
          type: "ol",
          items: [
            "access (Article 15);",
            "rectification (Article 16);",
            "erasure (Article 17);",
            "restriction of processing (Article 18);",
            "data portability (Article 20); and",
            "objection (Article 21).",
          ],
        },
        {
          type: "p",
          text: "We notify the Customer without undue delay, and in any case within 48 hours, after becoming aware of a personal data breach affecting the Customer Data, and we support the Customer in meeting its own notification duties.",
        },
        {
          type: "p",
          text: "We maintain the technical and organisational measures described in the Data Processing Agreement, including encryption in transit and at rest, role-based access control and logging. Everyone at our company with access to Customer Data is bound to confidentiality.",
        },
        {
          type: "p",
          text: "For personal data that we process as controller, for example about our contacts at the Customer and about visitors to our website, our {privacy} applies.",
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        {
          type: "p",
          text: "The Customer uses the Service only for its own business purposes and in line with applicable law. In particular, the Customer shall not, and shall ensure that its Users do not:",
        },
        {
          type: "ol",
          items: [
            "use the Service to send unsolicited bulk e-mail, or to write to suppliers or customers in a misleading way;",
            "upload content that is unlawful, infringes the rights of others or contains malicious code;",
            "try to gain unauthorised access to the Service, to other customers' data or to our systems, or test their security without our prior written consent;",
            "put an unreasonable load on the Service, for example with automated requests beyond the limits of the plan or the API documentation;",
            "copy, decompile or reverse engineer the Service, except where the law expressly allows it; or",
            "resell the Service, make it available to third parties or use it to build a competing product.",
          ],
        },
        {
          type: "p",
          text: "If the Customer breaches this section, we may suspend access as far as necessary to end the breach. We give a warning first, unless the situation is so urgent that we must act at once.",
        },
      ],
    },
    {
      id: "fees",
      heading: "Fees, payment and free trial",
      blocks: [
        {
          type: "p",
          text: "The fees are those stated in the Order or, for plans chosen online, on our {pricing} page at the time the plan is chosen. All fees are in euro and exclude VAT, which is added where it applies.",
        },
        {
          type: "p",
          text: "Fees are invoiced in advance for each billing period (monthly, quarterly or yearly, as chosen) and are due within 14 days of the invoice date. If an amount is more than 30 days overdue, we may suspend the Service after at least 10 days' notice.",
        },
        {
          type: "p",
          text: "If the Customer regularly exceeds the data-entry allowance or the number of user accounts of its plan, we will propose a suitable plan. A higher plan is charged from the next billing period.",
        },
        {
          type: "p",
          text: "We may change our fees with effect from a renewal by giving at least 60 days' notice in text form. If the Customer does not accept the change, it may terminate the Agreement with effect from the date the change would take effect.",
        },
        {
          type: "p",
          text: "New customers may use the Service free of charge for one month (the “Free Trial”). The Free Trial ends automatically and becomes a paid subscription only if the Customer chooses a plan. No availability target applies during the Free Trial. Customer Data from a Free Trial that is not continued is deleted 30 days after it ends.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        {
          type: "p",
          text: "We and our licensors keep all rights to the Service, including its software, models, connectors, documentation and trademarks. For the Subscription Term the Customer receives a non-exclusive, non-transferable right to use the Service for its internal business purposes.",
        },
        { type: "p", text: "Outputs generated for the Customer, such as forecasts, purchase orders and e-mails, belong to the Customer, which may use them freely." },
        {
          type: "p",
          text: "If the Customer gives us suggestions or feedback, we may use them to improve the Service without any obligation, provided we disclose no Customer Data or confidential information of the Customer.",
        },
        {
          type: "p",
          text: "If a third party claims that the Service, used as the Agreement allows, infringes its rights, we defend the Customer against the claim. At our choice we obtain the right for the Customer to continue using the Service, change the Service so that it no longer infringes, or, if neither is reasonably possible, end the affected part and refund fees paid in advance for it.",
        },
      ],
    },
    {
      id: "confidentiality",
      heading: "Confidentiality",
      blocks: [
        {
          type: "p",
          text: "Each party keeps confidential all information of the other party that is marked as confidential or is evidently confidential, including Customer Data, prices and product plans, and uses it only to perform the Agreement.",
        },
        {
          type: "p",
          text: "This does not apply to information that is or becomes public without a breach of the Agreement, that the receiving party already knew lawfully or developed independently, or that must be disclosed by law or by order of a court or authority. In the last case the party concerned informs the other, where the law allows it.",
        },
        { type: "p", text: "These obligations continue for three years after the Agreement ends, and for trade secrets for as long as they remain secret." },
      ],
    },
    {
      id: "warranties",
      heading: "Warranties",
      blocks: [
        {
          type: "p",
          text: "We warrant that the Service substantially conforms to its documentation and that we provide it with the care of a prudent business. We remedy reported defects within a reasonable time, with a fix, a workaround or a new version.",
        },
        {
          type: "p",
          text: "Forecasts, risk assessments and recommendations are predictions based on the available data. We do not warrant that a particular forecast will prove correct or that a particular saving or service level will be reached. The Customer remains responsible for its business decisions and for the approval limits it sets.",
        },
        {
          type: "p",
          text: "Strict liability for defects that already existed when the Agreement was concluded (Section 536a(1), first alternative, of the German Civil Code) is excluded. Claims for defects become time-barred one year after they arise, except in the cases of unlimited liability in Section 12.",
        },
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      blocks: [
        {
          type: "p",
          text: "We are liable without limitation for damage caused intentionally or by gross negligence, for injury to life, body or health, under the German Product Liability Act and where we have given a guarantee.",
        },
        {
          type: "p",
          text: "For slight negligence we are liable only if we breach an obligation whose fulfilment is essential to the proper performance of the Agreement and on which the Customer may regularly rely, and only for the typical damage that was foreseeable when the Agreement was concluded.",
        },
        {
          type: "p",
          text: "In the cases of clause 12.2, our total liability for all claims arising out of or in connection with the Agreement is limited to the fees the Customer paid under the Agreement in the 12 months preceding the event that gave rise to the claim.",
        },
        { type: "p", text: "For loss of data we are liable only for the effort needed to restore the data from the backups that we are obliged to keep." },
        { type: "p", text: "These limitations also apply to the personal liability of our employees, representatives and subcontractors." },
      ],
    },
    {
      id: "term-termination",
      heading: "Term and termination",
      blocks: [
        {
          type: "p",
          text: "The Agreement starts when the Customer accepts these Terms and runs for the billing period chosen. It renews automatically for the same period unless either party terminates it, in text form (e-mail is enough), with effect from the end of the current billing period.",
        },
        {
          type: "p",
          text: "Either party may terminate the Agreement for good cause without notice. Good cause for us exists in particular if the Customer is more than 60 days in arrears with payment, or seriously breaches Section 7 despite a warning.",
        },
        {
          type: "p",
          text: "After the Agreement ends, the Customer can export its Customer Data for 30 days. We then delete the Customer Data, including backups, within a further 30 days, unless the law requires us to keep it. On request we confirm the deletion in writing.",
        },
        { type: "p", text: "Provisions that by their nature are meant to continue, in particular Sections 10, 12 and 14, survive the end of the Agreement." },
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law, jurisdiction and final provisions",
      blocks: [
        {
          type: "p",
          text: "The Agreement is governed by the laws of the Federal Republic of Germany, excluding the United Nations Convention on Contracts for the International Sale of Goods (CISG).",
        },
        {
          type: "p",
          text: "The exclusive place of jurisdiction for all disputes arising out of or in connection with the Agreement is Hamburg, Germany, if the Customer is a merchant, a legal entity under public law or has no general place of jurisdiction in Germany. We may also bring proceedings at the Customer's registered office.",
        },
        {
          type: "p",
          text: "We may amend these Terms for the future. We announce changes by e-mail to the Customer's administrator at least six weeks before they take effect. If the Customer does not object within that time, the changes apply; we point this out in the announcement. If the Customer objects, either party may terminate the Agreement with effect from the date the changes would have taken effect.",
        },
        {
          type: "p",
          text: "The Customer's own terms, in particular purchasing terms, do not apply even if we do not object to them. Notices under the Agreement must be given in text form; notices to us go to {email}.",
        },
        {
          type: "p",
          text: "If a provision of the Agreement is or becomes invalid, the rest of the Agreement remains valid. The parties replace the invalid provision with a valid one that comes as close as possible to its commercial purpose.",
        },
        {
          type: "p",
          text: "Neither party may transfer the Agreement without the other's consent, which may not be unreasonably withheld. We may transfer it to an affiliated company that continues to provide the Service.",
        },
      ],
    },
  ],
} as const satisfies LegalContent;
