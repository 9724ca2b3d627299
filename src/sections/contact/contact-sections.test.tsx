import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InPage } from "~/components/in-page";
import { site } from "~/config/site";
import { readPage } from "~/content/files";
import { contactSchema } from "~/content/schemas/contact";
import { DemoRequest, OfficesSection } from "./contact-sections";

const copy = readPage("contact", contactSchema);
const oslo = { id: "oslo", street: "Karl Johans gate 1", postcode: "0154", city: "Oslo", country: { en: "Norway", sv: "Norge" }, countryCode: "NO", phone: "+47 22 00 00 00" };

describe("the contact page's offices (issue 53)", () => {
  it("draws every office of the company facts with its words", () => {
    const html = renderToStaticMarkup(<InPage page={{ locale: "en", pathname: "/contact" }} of={OfficesSection} offices={copy.en.offices} />);
    for (const office of site.offices) expect(html).toContain(copy.en.offices.items[office.id]!.label);
  });

  it("names the office and the file when the company facts have an office the page has no words for", () => {
    // The dev server after Company facts with a new office is published, before the Contact page has its words.
    const company = { email: site.email, offices: [...site.offices, oslo] };
    const draw = (locale: "en" | "sv") => () =>
      renderToStaticMarkup(<InPage page={{ locale, pathname: locale === "en" ? "/contact" : "/sv/contact" }} of={OfficesSection} offices={copy[locale].offices} company={company} />);
    expect(draw("en")).toThrow(/content\/pages\/contact\.yaml has no words for the office "oslo" of Company facts \(content\/company\.json\).*en\.offices\.items\.oslo/s);
    expect(draw("sv")).toThrow(/sv\.offices\.items\.oslo/);
    expect(draw("en")).not.toThrow(TypeError);
  });
});

describe("the demo request under the calendar (decision 0028)", () => {
  it("names the form by its heading, an h3 of the scheduling section, with the e-mail address beside it", () => {
    const html = renderToStaticMarkup(<InPage page={{ locale: "sv", pathname: "/sv/contact" }} of={DemoRequest} demo={copy.sv.demo} endpoint="/api/leads" />);
    const document = new DOMParser().parseFromString(html, "text/html");
    const heading = document.querySelector("h3")!;
    expect(heading.textContent).toBe(copy.sv.demo.heading);
    expect(document.querySelector("#demo form")?.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(document.querySelector("form")?.getAttribute("action")).toBe("/api/leads/demo");
    expect(document.querySelector(`a[href="mailto:${site.email}"]`)).not.toBeNull();
    expect([...document.querySelectorAll("li")].map((item) => item.textContent)).toEqual(copy.sv.demo.points);
  });
});
