import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { home as en } from "~/content/en/home";
import { home as sv } from "~/content/sv/home";
import { initials, Monogram } from "./monogram";
import { RatingStars } from "./rating-stars";
import { renderHomeVisuals } from "./render.server";
import { MemoryRouter } from "react-router";
import { StaticHtml } from "~/components/ui/static-html";

describe("product visuals", () => {
  for (const [lang, home] of [
    ["en", en],
    ["sv", sv],
  ] as const) {
    it(`render at build time as single images named by their alt text (${lang})`, () => {
      const visuals = renderHomeVisuals(home);
      render(
        <MemoryRouter>
          {Object.entries(visuals).map(([id, html]) => (
            <StaticHtml key={id} html={html} />
          ))}
        </MemoryRouter>,
      );
      const names = screen.getAllByRole("img", { name: (name) => name.length > 80 }).map((img) => img.getAttribute("aria-label"));
      expect(names).toEqual([home.hero.visual.alt, home.brain.visual.alt, home.go.visual.alt, home.integrations.diagram.alt]);
      // The visuals draw their text in the page language.
      expect(visuals.forecast).toContain(home.hero.visual.feed[0].text);
      expect(visuals.riskMap).toContain(home.brain.visual.cities.antwerp);
      expect(visuals.go).toContain(home.go.visual.check.summary);
      expect(visuals.erpSync).toContain(home.integrations.diagram.timer);
    });
  }

  it("makes monograms from names and hides them from assistive technology", () => {
    expect(initials("Anna Berg, Nordic Fasteners")).toBe("AB");
    expect(initials("Elin Nyström")).toBe("EN");
    const { container } = render(<Monogram name="Sofia Eriksson" />);
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
    expect(container).toHaveTextContent("SE");
  });

  it("names the star rating", () => {
    render(<RatingStars rating={4} label="Rated 4 out of 5" />);
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
  });
});
