import { test } from "vitest";
import { htmlOf, langOf, paths } from "./built";
import { checkPage } from "./page-checks";

// One file per language, so the two halves run on the two cores.
test.for(paths.filter((path) => langOf(path) === "sv"))("%s", async (path) => {
  await checkPage(path, htmlOf(path));
});
