import type { Locator } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Starts recording every figure `figures` shows (the copies sighted visitors see), one list of texts
 * per figure, a new entry each time its text changes. Returns a reader of the lists so far.
 */
export async function watchFigures(figures: Locator): Promise<() => Promise<string[][]>> {
  await figures.evaluateAll((elements) => {
    const seen = elements.map((element) => [element.textContent ?? ""]);
    (window as unknown as { seenFigures: string[][] }).seenFigures = seen;
    elements.forEach((element, index) => {
      new MutationObserver(() => {
        const text = element.textContent ?? "";
        if (seen[index]!.at(-1) !== text) seen[index]!.push(text);
      }).observe(element, { subtree: true, childList: true, characterData: true });
    });
  });
  return () => figures.page().evaluate(() => (window as unknown as { seenFigures: string[][] }).seenFigures);
}

/** The number in a figure as shown ("€5,000", "5 000 €", "95%"). */
const amount = (text: string) => Number(text.replace(/\D/g, ""));

/**
 * Each figure counted up: from the first value seen (`starts`, when given) through at least one value
 * in between, never down, to its final value (`finals`), and no further once there (it counts once).
 */
export function expectCountedUp(seen: string[][], finals: readonly string[], starts?: readonly string[]) {
  const normal = (text: string) => text.replace(/\s/g, " ").trim();
  expect(seen.map((values) => normal(values.at(-1)!)), "final values").toEqual(finals.map(normal));
  for (const [index, values] of seen.entries()) {
    const numbers = values.map(amount);
    if (starts) expect(normal(values[0]!), `figure ${index + 1} starts at`).toBe(normal(starts[index]!));
    expect(numbers[0], `figure ${index + 1} starts below its final value: ${values.join(" > ")}`).toBeLessThan(numbers.at(-1)!);
    expect(values.length, `figure ${index + 1} counts through values in between: ${values.join(" > ")}`).toBeGreaterThanOrEqual(3);
    expect(
      numbers.every((number, step) => step === 0 || number >= numbers[step - 1]!),
      `figure ${index + 1} only counts up: ${values.join(" > ")}`,
    ).toBe(true);
    expect(values.indexOf(values.at(-1)!), `figure ${index + 1} reaches its final value once: ${values.join(" > ")}`).toBe(values.length - 1);
  }
}
