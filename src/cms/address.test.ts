import { describe, expect, it } from "vitest";
import { entryIn } from "./address";

describe("the entry an /admin address names", () => {
  it("is the collection and entry of an editor's address, without its query", () => {
    expect(entryIn("#/collections/pages/entries/home")).toBe("pages/home");
    expect(entryIn("#/collections/team/entries/elin-nystrom?ref=workflow")).toBe("team/elin-nystrom");
  });
  it("is none for a list, a new entry or the workflow", () => {
    for (const hash of ["#/collections/pages", "#/collections/team/new", "#/workflow", ""]) expect(entryIn(hash), hash).toBeUndefined();
  });
});
