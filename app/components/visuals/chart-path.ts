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
