import { describe, expect, it } from "vitest";
import { preloadModules, staticImports } from "./finish-build";

describe("module preloads", () => {
  it("reads a built module's static imports, not its dynamic ones", () => {
    const code = `const __vite__mapDeps=(i)=>i;\nimport{r as e,t}from"./locales.js";import{a as n}from"./actions.js";import"./side.js";function l(){return import("./consent.js")}`;
    expect(staticImports(code)).toEqual(["./locales.js", "./actions.js", "./side.js"]);
  });

  it("preloads every chunk a page's module scripts import, however deep, once each", () => {
    const files: Record<string, string> = {
      "/assets/site.js": `import{a}from"./locales.js";import{b}from"./actions.js";const c=()=>import("./lazy.js");`,
      "/assets/page.js": `import{b}from"./actions.js";`,
      "/assets/actions.js": `import{a}from"./locales.js";import{d}from"./deep.js";`,
      "/assets/locales.js": `export const a=1;`,
      "/assets/deep.js": `export const d=1;`,
    };
    const html = `<html><head><title>t</title></head><body><script type="module" src="/assets/page.js"></script><script type="module" src="/assets/site.js"></script></body></html>`;
    const out = preloadModules(html, (path) => files[path] ?? "");
    expect(out.match(/<link rel="modulepreload" href="[^"]+">/g)).toEqual([
      `<link rel="modulepreload" href="/assets/actions.js">`,
      `<link rel="modulepreload" href="/assets/locales.js">`,
      `<link rel="modulepreload" href="/assets/deep.js">`,
    ]);
    expect(out).toContain(`<link rel="modulepreload" href="/assets/deep.js"></head>`);
    expect(preloadModules("<head></head><body></body>", () => "")).toBe("<head></head><body></body>");
  });
});
