/** Smooth SVG path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points: readonly (readonly [number, number])[]): string {
  if (points.length === 0) return "";
  const fmt = (n: number) => Math.round(n * 10) / 10;
  let d = `M${fmt(points[0]![0])},${fmt(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${fmt(c1[0]!)},${fmt(c1[1]!)} ${fmt(c2[0]!)},${fmt(c2[1]!)} ${fmt(p2[0])},${fmt(p2[1])}`;
  }
  return d;
}

type Point = readonly [number, number];

/** Where a chart draws: its plot box in SVG units and the data range mapped onto its height. */
type ChartBox = { left: number; right: number; top: number; bottom: number; min: number; max: number };

/**
 * A demand chart's geometry: history up to "today" (its last point), then the forecast from today with
 * its band (forecast ± spread), spread over `slots` evenly spaced weeks. Shared by the home hero and
 * the auth panel, which draw it in their own styles.
 */
export function forecastChart(data: { actual: readonly number[]; forecast: readonly number[]; spread: readonly number[]; slots: number }, box: ChartBox) {
  const x = (index: number) => box.left + (index * (box.right - box.left)) / (data.slots - 1);
  const y = (value: number) => box.bottom - ((value - box.min) * (box.bottom - box.top)) / (box.max - box.min);
  const today = data.actual.length - 1;
  const at = (offset: number) => (value: number, index: number): Point => [x(offset + index), y(value)];
  return {
    x,
    y,
    today,
    actual: data.actual.map(at(0)),
    forecast: data.forecast.map(at(today)),
    upper: data.forecast.map((value, index) => at(today)(value + (data.spread[index] ?? 0), index)),
    lower: data.forecast.map((value, index) => at(today)(value - (data.spread[index] ?? 0), index)).reverse(),
  };
}
