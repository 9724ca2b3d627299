import type { Config } from "@react-router/dev/config";
import { finishStaticBuild } from "./scripts/build-end";
import { deferHydration } from "./scripts/defer-hydration";
import { dropRenderedHtml } from "./scripts/drop-rendered-html";
import { settleStream } from "./scripts/settle-stream";
import { collectionItems } from "./app/i18n/collection-items";
import { prerenderPaths } from "./app/i18n/pages";

export default {
  ssr: false,
  // BUILD_DIR lets parallel work trees or tools build side by side; everything else uses "build".
  buildDirectory: process.env.BUILD_DIR || "build",
  prerender: prerenderPaths(collectionItems()),
  buildEnd: async ({ reactRouterConfig }) => {
    // Streamed data settled, shown markup dropped from the route data, hydration after first paint.
    await finishStaticBuild(`${reactRouterConfig.buildDirectory}/client`, (html, inserts) => deferHydration(dropRenderedHtml(settleStream(html)), inserts));
  },
} satisfies Config;
