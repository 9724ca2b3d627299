/** Calendly's embed script: it turns every `.calendly-inline-widget` element into the booking iframe. */
export const calendlyScriptUrl = "https://assets.calendly.com/assets/external/widget.js";

/** The provider's name, as the consent notice names it. */
export const calendlyProvider = "Calendly";
