import { describe, expect, it } from "vitest";
import { htmlValidator } from "./html-validator";

const validator = htmlValidator();

/** Every message check-html would print for a page around the fragment (the project's full configuration). */
async function problems(fragment: string) {
  const report = await validator.validateString(`<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${fragment}</body></html>`);
  return report.results.flatMap((result) => result.messages).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("orkestra/dl-content: <dl> content model", () => {
  it("fails a <dd> before its <dt>, directly and in a <div> group (the old portfolio facts markup)", async () => {
    const expected = ["orkestra/dl-content: <dd> has no preceding <dt>", "orkestra/dl-content: <dt> has no following <dd>"];
    expect(await problems("<dl><dd>a</dd><dt>b</dt></dl>")).toEqual(expected);
    expect(await problems("<dl><div><dd>a</dd><dt>b</dt></div></dl>")).toEqual(expected);
  });

  it("passes dt+ dd+ groups, direct or one per <div>, with script-supporting elements among them, and an empty <dl>", async () => {
    expect(await problems("<dl><dt>a</dt><dd>1</dd><dt>b</dt><dt>c</dt><dd>2</dd><dd>3</dd></dl>")).toEqual([]);
    expect(await problems("<dl><div><dt>a</dt><dd>1</dd><dd>2</dd></div><template></template><div><dt>b</dt><dd>3</dd></div></dl>")).toEqual([]);
    expect(await problems("<dl></dl>")).toEqual([]);
  });

  it("fails a trailing <dt>, other children of a <div> group, <div> mixed with <dt>/<dd>, and a <div> with two groups or none", async () => {
    expect(await problems("<dl><dt>a</dt><dd>1</dd><dt>b</dt></dl>")).toEqual(["orkestra/dl-content: <dt> has no following <dd>"]);
    expect(await problems("<dl><div><dt>a</dt><dd>1</dd><p>x</p></div></dl>")).toEqual([
      "orkestra/dl-content: <p> is not allowed in a <div> group of <dl>: only <dt>, <dd>, <script> and <template>",
    ]);
    expect(await problems("<dl><div><dt>a</dt><dd>1</dd></div><dt>b</dt></dl>")).toEqual([
      "orkestra/dl-content: <dt> beside <div> groups in <dl>: wrap every group in a <div>, or none",
    ]);
    expect(await problems("<dl><div><dt>a</dt><dd>1</dd><dt>b</dt><dd>2</dd></div></dl>")).toEqual([
      "orkestra/dl-content: <dt> after <dd> in a <div> group of <dl>: one group per <div>",
    ]);
    expect(await problems("<dl><div></div></dl>")).toEqual(["orkestra/dl-content: <div> in <dl> holds no <dt> and <dd>"]);
  });
});
