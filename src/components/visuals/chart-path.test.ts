import { describe, expect, it } from "vitest";
import { forecastChart, smoothPath } from "./chart-path";

describe("forecastChart", () => {
  const chart = forecastChart(
    { actual: [10, 20, 30], forecast: [30, 40], spread: [0, 10], slots: 4 },
    { left: 0, right: 300, top: 0, bottom: 100, min: 0, max: 100 },
  );

  it("spaces the weeks evenly and maps values onto the height, larger values higher", () => {
    expect(chart.actual).toEqual([
      [0, 90],
      [100, 80],
      [200, 70],
    ]);
  });

  it("starts the forecast and its band at today, the last point of the history", () => {
    expect(chart.today).toBe(2);
    expect(chart.forecast).toEqual([
      [200, 70],
      [300, 60],
    ]);
    expect(chart.upper).toEqual([
      [200, 70],
      [300, 50],
    ]);
    // The lower edge runs backwards, so upper + lower outline the band as one polygon.
    expect(chart.lower).toEqual([
      [300, 70],
      [200, 70],
    ]);
  });

  it("feeds smoothPath, which starts at the first point", () => {
    expect(smoothPath(chart.actual)).toMatch(/^M0,90C/);
  });
});
