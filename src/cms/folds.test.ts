// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { foldArrowFor, openFoldsFromLabels } from "./folds";

/**
 * Decap 3.16's markup of a folded group and of a list with a folded item, as its widgets draw it
 * (class names left out: Decap's are generated): a field's label above its box, the box's bar with
 * the arrow (`data-testid="expand-button"`) and a heading, a list item's bar and its summary.
 */
const markup = `
  <div>
    <div><label for="hero-1">Hero</label></div>
    <div id="hero-1">
      <div class="bar"><div class="heading"><button data-testid="expand-button" aria-label="Expand"><svg></svg></button>Hero</div></div>
      <div><div><div><label for="eyebrow-1">Eyebrow</label></div><input id="eyebrow-1"></div></div>
    </div>
  </div>
  <div>
    <div><label for="facts-1">Facts</label></div>
    <div id="facts-1">
      <div class="bar"><div class="heading"><button data-testid="expand-button" aria-label="Collapse"><svg></svg></button>2 facts</div><button class="add">Add fact</button></div>
      <div>
        <div class="item">
          <div class="item-bar"><button class="item-arrow"><svg></svg></button><span class="drag"><span><svg></svg></span></span><button class="remove"><svg></svg></button></div>
          <div class="summary">Based in</div>
          <div class="fields"><div><div><label for="label-1">Label</label></div><input id="label-1"></div></div>
        </div>
      </div>
    </div>
  </div>`;

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;

describe("folds open from their labels (issue 53)", () => {
  let stop: () => void = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = "";
  });

  it("finds the arrow of a group's label, a bar's heading and a folded item's summary", () => {
    document.body.innerHTML = markup;
    const heroArrow = $('#hero-1 [data-testid="expand-button"]');
    const factsArrow = $('#facts-1 [data-testid="expand-button"]');
    expect(foldArrowFor($('label[for="hero-1"]'))).toBe(heroArrow);
    expect(foldArrowFor($("#hero-1 .heading"))).toBe(heroArrow);
    expect(foldArrowFor($("#hero-1 .bar"))).toBe(heroArrow);
    expect(foldArrowFor($('label[for="facts-1"]'))).toBe(factsArrow);
    expect(foldArrowFor($("#facts-1 .heading"))).toBe(factsArrow);
    expect(foldArrowFor($(".summary"))).toBe($(".item-arrow"));
  });

  it("leaves buttons, fields and their labels, and the fields inside a group to themselves", () => {
    document.body.innerHTML = markup;
    for (const selector of [".add", ".remove", ".item-arrow", '[data-testid="expand-button"]', "#eyebrow-1", 'label[for="eyebrow-1"]', 'label[for="label-1"]', ".fields", ".drag"]) {
      expect(foldArrowFor($(selector)), selector).toBeUndefined();
    }
  });

  it("clicks the arrow when the words are clicked, and stops when asked", () => {
    document.body.innerHTML = markup;
    stop = openFoldsFromLabels(document);
    const opened = vi.fn();
    $(".item-arrow").addEventListener("click", opened);
    $(".summary").click();
    expect(opened).toHaveBeenCalledTimes(1);
    const group = vi.fn();
    $('#hero-1 [data-testid="expand-button"]').addEventListener("click", group);
    $('label[for="hero-1"]').click();
    expect(group).toHaveBeenCalledTimes(1);
    // The arrow's own click is not doubled.
    $('#hero-1 [data-testid="expand-button"]').click();
    expect(group).toHaveBeenCalledTimes(2);
    stop();
    $(".summary").click();
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
