/**
 * Markup rendered at build time (see `render.server.tsx`). React keeps the prerendered DOM on
 * hydration and only ships this wrapper, not the components that drew it.
 */
export function StaticHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
