import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "./i18n/messages";
import { localeFromPath } from "./i18n/locales";
import { ErrorBoundary } from "./root";

/** Render the root error screen for an error thrown while rendering or loading a route at `path`. */
function renderError(path: string, thrown: unknown, where: "render" | "loader") {
  const fail = () => {
    throw thrown;
  };
  // Like the real root: a parent route whose loader hands over the page language's messages.
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ messages: messages[localeFromPath(path)] }),
      HydrateFallback: () => null,
      children: [
        {
          path: "*",
          Component: where === "render" ? fail : () => null,
          loader: where === "loader" ? fail : undefined,
          ErrorBoundary: ErrorBoundary as never,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("root ErrorBoundary (SPEC §8)", () => {
  // React Router reports caught errors on the console; here that is the expected outcome.
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it("shows the generic title, the error message and its stack", async () => {
    const error = new Error("Route module failed to load");
    renderError("/ai", error, "render");
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("Route module failed to load")).toBeInTheDocument();
    expect(screen.getByText((_, node) => node?.tagName === "PRE" && (node.textContent ?? "").includes("Route module failed to load"))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to homepage" })).toHaveAttribute("href", "/");
  });

  it("shows the status and status text of an error response, without a stack", async () => {
    renderError("/sv/ai", data(null, { status: 503, statusText: "Service Unavailable" }), "loader");
    expect(await screen.findByRole("heading", { level: 1, name: "Ett oväntat fel uppstod" })).toBeInTheDocument();
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument();
    expect(document.querySelector("pre")).toBeNull();
    expect(screen.getByRole("link", { name: "Till startsidan" })).toHaveAttribute("href", "/sv");
  });
});
