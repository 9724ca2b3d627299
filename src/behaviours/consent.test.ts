// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { consentRequests } from "./consent";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("consentRequests", () => {
  it("marks a pressed consent button, and nothing else", () => {
    consentRequests(document);
    document.body.innerHTML = '<button data-consent-allow="media"><span>Allow</span></button><button id="other">Other</button>';
    document.querySelector<HTMLElement>("#other")!.click();
    expect(document.querySelector("[data-consent-requested]")).toBeNull();
    document.querySelector("span")!.click();
    expect(document.querySelector("[data-consent-allow]")).toHaveAttribute("data-consent-requested");
  });

  it("is self-contained, as its text is inlined in the page's head", () => {
    const inlined = new Function("document", `(${consentRequests.toString()})(document)`) as (doc: Document) => void;
    inlined(document);
    document.body.innerHTML = '<button data-consent-allow="media">Allow</button>';
    document.querySelector("button")!.click();
    expect(document.querySelector("button")).toHaveAttribute("data-consent-requested");
  });
});
