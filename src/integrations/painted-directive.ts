import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate when idle after the first contentful paint (src/directives/painted.ts). */
    "client:painted"?: boolean;
  }
}

/** Adds `client:painted` (see src/directives/painted.ts). */
export function paintedDirective(): AstroIntegration {
  return {
    name: "orkestra:painted-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "painted", entrypoint: fileURLToPath(new URL("../directives/painted.ts", import.meta.url)) });
      },
    },
  };
}
