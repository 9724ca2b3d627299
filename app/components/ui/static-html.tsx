import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { openConsentPreferences } from "~/consent";

/** Whether a click on this link may become a client-side navigation instead of a page load. */
function routable(event: MouseEvent, link: HTMLAnchorElement): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (link.target || link.hasAttribute("download")) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // Files (feeds, images) are not pages; a same-page anchor is the browser's job.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return url;
}

/**
 * Markup rendered at build time (`renderStatic`, `render.server.tsx`). React keeps the prerendered
 * DOM on hydration and only ships this wrapper, not the components that drew it. Internal links in
 * the markup are plain anchors; once hydrated, a click on one navigates inside the app, as a
 * `<Link>` would, so pages stay fast to move between; a `[data-cookie-settings]` button in it opens the
 * consent preferences.
 */
export function StaticHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      // A prerendered "Cookie settings" button (privacy policy, landing footer) carries no handler.
      if ((event.target as Element | null)?.closest?.("[data-cookie-settings]")) return openConsentPreferences();
      const link = (event.target as Element | null)?.closest?.("a");
      if (!link || !element.contains(link)) return;
      const url = routable(event, link);
      if (!url) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [navigate]);
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
