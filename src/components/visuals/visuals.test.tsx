import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { content } from "../../../tests/setup/content";
import { ErpSync } from "./erp-sync";
import { ForecastVisual } from "./forecast-visual";
import { GoVisual } from "./go-visual";
import { initials, Monogram } from "./monogram";
import { RatingStars } from "./rating-stars";
import { RiskMap } from "./risk-map";

describe("product visuals", () => {
  for (const [lang, home] of Object.entries(content.home)) {
    it(`render as single images named by their alt text, in the page language (${lang})`, () => {
      render(
        <>
          <ForecastVisual copy={home.hero.visual} />
          <RiskMap copy={home.brain.visual} />
          <GoVisual copy={home.go.visual} />
          <ErpSync copy={home.integrations.diagram} />
        </>,
      );
      const images = screen.getAllByRole("img", { name: (name) => name.length > 80 });
      expect(images.map((img) => img.getAttribute("aria-label"))).toEqual([home.hero.visual.alt, home.brain.visual.alt, home.go.visual.alt, home.integrations.diagram.alt]);
      // The visuals draw their text in the page language.
      const [forecast, riskMap, go, erpSync] = images;
      expect(forecast).toHaveTextContent(home.hero.visual.feed[0]!.text);
      expect(riskMap).toHaveTextContent(home.brain.visual.cities.antwerp);
      expect(go).toHaveTextContent(home.go.visual.check.summary);
      expect(erpSync).toHaveTextContent(home.integrations.diagram.timer);
    });
  }

  it("makes monograms from names and hides them from assistive technology", () => {
    expect(initials("Anna Berg, Example Widgets AB")).toBe("AB");
    expect(initials("Åsa Öberg")).toBe("ÅÖ");
    const { container } = render(<Monogram name="Sven Ek" />);
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
    expect(container).toHaveTextContent("SE");
  });

  it("names the star rating", () => {
    render(<RatingStars rating={4} label="Rated 4 out of 5" />);
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
  });
});
