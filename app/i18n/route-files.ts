import type { CollectionId, PageId } from "./pages";

/** The route module of every page (a new page in the table fails the typecheck until it has one). */
const ownModules: Record<PageId, string> = {
  home: "routes/home.tsx",
  login: "routes/login.tsx",
  signup: "routes/signup.tsx",
  "reset-password": "routes/reset-password.tsx",
  pricing: "routes/pricing.tsx",
  ai: "routes/ai.tsx",
  go: "routes/go.tsx",
  procurement: "routes/procurement.tsx",
  visibility: "routes/visibility.tsx",
  contact: "routes/contact.tsx",
  terms: "routes/legal.tsx",
  privacy: "routes/legal.tsx",
  platform: "routes/platform.tsx",
  platform1: "routes/platform1.tsx",
  services: "routes/services.tsx",
  "service-details": "routes/service-details.tsx",
  about: "routes/about.tsx",
  team: "routes/team.tsx",
  "team-details": "routes/team-member.tsx",
  portfolio: "routes/portfolio.tsx",
  "portfolio-details": "routes/project.tsx",
  "error-404": "routes/not-found.tsx",
  blog: "routes/blog.tsx",
  "blog-details": "routes/blog-post.tsx",
  "faq-1": "routes/faq-1.tsx",
  "faq-2": "routes/faq-2.tsx",
  "home-2": "routes/home-2.tsx",
  "home-3": "routes/home-3.tsx",
  "home-4": "routes/home-4.tsx",
};

/** The route module (relative to `app/`) that renders a page. Read by `routes.ts` at build time only. */
export function routeFile(id: PageId): string {
  return ownModules[id];
}

/** The route module of each collection's item pages (`/team/<slug>`, ...); none until a page issue adds it. */
export const collectionModules: Partial<Record<CollectionId, string>> = {
  team: "routes/team-member.tsx",
  portfolio: "routes/project.tsx",
  blog: "routes/blog-post.tsx",
  "blog-page": "routes/blog.tsx",
};
