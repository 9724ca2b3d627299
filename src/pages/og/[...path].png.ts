import type { APIRoute, GetStaticPaths } from "astro";
import { site } from "~/config/site";
import { allPosts } from "~/content/blog/posts";
import type { CategoryKey, TagKey } from "~/content/blog/schema";
import { itemsContent, pageContent } from "~/content/page-content";
import { localeFromPath, type Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { collectionItems, landingPages } from "~/content/collection-items";
import { itemFromPath, prerenderPaths, splitPagedSlug } from "~/i18n/pages";
import { isNotFound, pageFromPath } from "~/i18n/routing";
import { listPage } from "~/sections/blog/list-page.server";
import { ogCard, type OgCard } from "~/seo/og-card";
import { shownTitle } from "~/seo/meta";
import { ogImagePath } from "~/seo/og-path";
import { pageLabel, type Titles } from "~/seo/structured-data";

// Each page's Open Graph card (/og/sv/ai.png for /sv/ai): its title and label drawn by ./og-card.

/** The title a page's view gives its layout, read from the same content (the card shows it as the head does). */
async function titleOf(path: string, locale: Locale, titles: Titles): Promise<string> {
  const page = pageFromPath(path);
  if (page?.id === "error-404") return messages[locale].notFound.title;
  if (page?.id === "blog-details") return allPosts(locale)[0]!.title;
  if (page) return titles[page.id].title;
  const item = itemFromPath(path)!;
  const { slug, page: number } = splitPagedSlug(item.slug);
  const listTitle = (found: ReturnType<typeof listPage>) => found!.copy.title;
  switch (item.collection) {
    case "team":
      return (await itemsContent("team-members", locale)).find((member) => member.slug === slug)!.page.title;
    case "portfolio":
      return (await itemsContent("portfolio-projects", locale)).find((project) => project.slug === slug)!.page.title;
    case "blog":
      return allPosts(locale).find((post) => post.slug === slug)!.title;
    case "blog-page":
      return listTitle(listPage(locale, Number(slug), titles.blog));
    case "blog-category":
      return listTitle(listPage(locale, number, titles.blog, { by: "category", key: slug as CategoryKey }));
    case "blog-tag":
      return listTitle(listPage(locale, number, titles.blog, { by: "tag", key: slug as TagKey }));
    case "landing":
      return landingPages().find((landing) => landing.address === slug)![locale].title;
  }
}

export const getStaticPaths = (async () => {
  const host = new URL(site.origin).host;
  // Every page and item of the tables (not the views' modules: importing them here would rename the
  // stylesheet chunk they share).
  const paths = prerenderPaths(collectionItems()).filter((path) => !isNotFound(path));
  return Promise.all(
    paths.map(async (path) => {
      const locale = localeFromPath(path);
      const titles = await pageContent("titles", locale);
      const card: OgCard = { title: shownTitle(await titleOf(path, locale, titles)), label: pageLabel(path, titles), host };
      return { params: { path: ogImagePath(path).slice("/og/".length, -".png".length) }, props: card };
    }),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => new Response(new Uint8Array(await ogCard(props as OgCard)));
