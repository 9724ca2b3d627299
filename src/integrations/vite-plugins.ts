import { isRunnableDevEnvironment, type EnvironmentModuleNode, type Plugin, type RunnableDevEnvironment } from "vite";
import { dropColorMixDuplicates } from "./color-mix-fallbacks.ts";

/**
 * vanilla-cookieconsent declares its ~90 theme variables on :root. Inserting that stylesheet after
 * idle then restyles every element of the page (a ~30 ms task on the home page, counted as blocking
 * time); on #cc-main, where all of its elements live, it restyles only the banner.
 */
export function scopeConsentVariables(): Plugin {
  return {
    name: "orkestra:scope-consent-variables",
    enforce: "pre",
    transform(code, id) {
      if (!id.split("?")[0]!.endsWith("vanilla-cookieconsent/dist/cookieconsent.css")) return null;
      if (!code.includes(":root{")) throw new Error("cookieconsent.css no longer declares its variables on :root; revisit scopeConsentVariables");
      return { code: code.replace(":root{", "#cc-main{"), map: null };
    },
  };
}

/** Runs on Tailwind's output (a pre plugin listed after it); see src/integrations/color-mix-fallbacks.ts. */
export function colorMixFallbacksOnly(): Plugin {
  return {
    name: "orkestra:color-mix-fallbacks-only",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      // Tailwind's output for the one stylesheet the layouts import (plain `app.css` in Astro).
      if (!/\/src\/styles\/app\.css(\?transform-only)?$/.test(id)) return null;
      return { code: dropColorMixDuplicates(code), map: null };
    },
  };
}

/** What a full reload carries when the content files changed (read by /admin in dev, src/pages/admin.astro). */
export const contentReloadMark = "orkestra:content";

/**
 * `astro dev`: marks the full reloads that follow a change of the content files, so /admin can let
 * them pass (a publish must not throw away what an editor is typing in another entry) while the
 * site's pages reload. Astro and Vite send several for one change, some without saying why (the data
 * store, the modules that read it), within moments of the file event: those are the ones marked.
 */
export function markContentReloads(contentRoot: string): Plugin {
  const window = 3000;
  return {
    name: "orkestra:mark-content-reloads",
    apply: "serve",
    configureServer(server) {
      let contentChanged = 0;
      server.watcher.on("all", (_event, file) => {
        if (file.startsWith(contentRoot)) contentChanged = Date.now();
      });
      const mark = (channel: { send: (...args: never[]) => unknown }) => {
        const send = channel.send.bind(channel) as (...args: unknown[]) => unknown;
        channel.send = ((...args: unknown[]) => {
          const [payload] = args;
          const marked = typeof payload === "object" && payload !== null && (payload as { type?: string }).type === "full-reload" && Date.now() - contentChanged < window;
          return marked ? send({ ...payload, triggeredBy: contentReloadMark }) : send(...args);
        }) as typeof channel.send;
      };
      mark(server.environments.client.hot);
      if ((server.ws as unknown) !== server.environments.client.hot) mark(server.ws);
    },
  };
}

/** Astro's module of the content store (every collection's entries) in `astro dev`. */
const contentStoreModule = "\0astro:data-layer-content";

/**
 * `astro dev`: pages read the content store Astro has just written (issue 53). Astro marks the
 * store's module and its importers stale in Vite's module graph only, counting on the SSR module
 * runner to fetch them again; its dev CSS pass transforms stale modules without running them, and
 * when it gets there first the runner keeps its old astro/dist/content/data-store.js, whose cached
 * store serves the old entries until the next write. So the runner's copies are dropped too, and
 * the graph's as a plain invalidation (one a transform already under way does not undo).
 */
export function refreshContentStore(): Plugin {
  const forget = (environment: RunnableDevEnvironment) => {
    const store = environment.moduleGraph.getModuleById(contentStoreModule);
    if (!store) return;
    const stale = new Set<EnvironmentModuleNode>();
    environment.moduleGraph.invalidateModule(store, stale);
    for (const { id } of stale) {
      const evaluated = id ? environment.runner.evaluatedModules.getModuleById(id) : undefined;
      if (evaluated) environment.runner.evaluatedModules.invalidateModule(evaluated);
    }
  };
  return {
    name: "orkestra:refresh-content-store",
    apply: "serve",
    configureServer(server) {
      for (const environment of Object.values(server.environments)) {
        if (!isRunnableDevEnvironment(environment)) continue;
        // Astro sends this on the server environments right after it has marked the store stale.
        const send = environment.hot.send.bind(environment.hot) as (...args: unknown[]) => void;
        environment.hot.send = ((...args: unknown[]) => {
          if (args[0] === "astro:content-changed") forget(environment);
          send(...args);
        }) as typeof environment.hot.send;
      }
    },
  };
}
