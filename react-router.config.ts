import type { Config } from "@react-router/dev/config";
import { finishStaticBuild } from "./scripts/build-end";
import { prerenderPaths } from "./app/i18n/pages";

export default {
  ssr: false,
  prerender: prerenderPaths(),
  buildEnd: async ({ reactRouterConfig }) => {
    await finishStaticBuild(`${reactRouterConfig.buildDirectory}/client`);
  },
} satisfies Config;
