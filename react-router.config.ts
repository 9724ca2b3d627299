import type { Config } from "@react-router/dev/config";
import { finishStaticBuild } from "./scripts/build-end";
import { collectionItems } from "./app/i18n/collection-items";
import { prerenderPaths } from "./app/i18n/pages";

export default {
  ssr: false,
  // BUILD_DIR lets parallel work trees or tools build side by side; everything else uses "build".
  buildDirectory: process.env.BUILD_DIR || "build",
  prerender: prerenderPaths(collectionItems()),
  buildEnd: async ({ reactRouterConfig }) => {
    await finishStaticBuild(`${reactRouterConfig.buildDirectory}/client`);
  },
} satisfies Config;
