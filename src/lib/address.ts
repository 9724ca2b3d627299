/** A postal address line in the country's own order: "London E14 4AB", "20457 Hamburg", "169 73 Solna". */
export function localityLine(office: { postcode: string; city: string; country: { en: string } }): string {
  return office.country.en === "United Kingdom" ? `${office.city} ${office.postcode}` : `${office.postcode} ${office.city}`;
}

/** `tel:` form of a phone number: the leading plus and digits only ("+44 20 7946 0958" -> "tel:+442079460958"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
