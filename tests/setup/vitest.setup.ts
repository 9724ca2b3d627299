import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// A console error during a unit test is a bug (React warnings, failed prop types, act() misuse).
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  cleanup();
});
