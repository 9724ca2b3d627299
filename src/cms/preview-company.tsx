import { InPage } from "~/components/in-page";
import { site } from "~/config/site";
import type { Company } from "~/content/schemas/company";
import type { ContactContent } from "~/content/schemas/contact";
import { facts, fillTokens } from "~/content/tokens";
import { localizePath, type Locale } from "~/i18n/locales";
import { OfficesSection } from "~/sections/contact/contact-sections";
import { factsIn, Guard, InEachLanguage, mapStrings, toJs, type PreviewProps } from "./preview-kit";

/** The facts the site was built with, where the entry has none yet. */
const built = { name: site.name, email: site.email, products: site.products, offices: site.offices };

/** The entry's facts where they are there (a field being typed may be empty), else the built ones. */
export function entryFacts(data: Partial<Company> | undefined): typeof built {
  return {
    name: data?.name || built.name,
    email: data?.email || built.email,
    products: { ...built.products, ...data?.products },
    offices: Array.isArray(data?.offices) ? data.offices : built.offices,
  };
}

type PreviewCompany = ReturnType<typeof entryFacts> & Pick<typeof site, "integrations">;

/**
 * The contact page's offices section in one language, its words' tokens filled from the entry's
 * facts. Both can fail on an office being added (its city, country or id not there yet, its words
 * not on the Contact page yet): drawn inside the preview's `Guard`, which then shows its note.
 */
function OfficesPreview({ locale, company, copy }: { locale: Locale; company: PreviewCompany; copy: ContactContent["offices"] }) {
  const known = new Map([...factsIn(locale), ...facts(locale, undefined, undefined, company)]);
  const offices = mapStrings(copy, (text) => fillTokens(text, known));
  return <InPage page={{ locale, pathname: localizePath("/contact", locale) }} of={OfficesSection} offices={offices} company={company} />;
}

/**
 * Company facts (content/company.json) as the contact page's offices section, in each language,
 * drawn from the entry's current facts; tokens in the section's words follow them too.
 */
export function companyPreview(copy: Record<Locale, { offices: ContactContent["offices"] }>) {
  return function CompanyPreview({ entry }: PreviewProps) {
    const company = { ...entryFacts(toJs(entry.getIn(["data"])) as Partial<Company> | undefined), integrations: site.integrations };
    return (
      <InEachLanguage>
        {(locale) => (
          <Guard key={JSON.stringify(company.offices)} note="An office needs its address, its phone number and its words on the Contact page entry (Offices › Items) to be shown.">
            <OfficesPreview locale={locale} company={company} copy={copy[locale].offices} />
          </Guard>
        )}
      </InEachLanguage>
    );
  };
}
