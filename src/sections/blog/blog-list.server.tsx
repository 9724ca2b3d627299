import { Container, Section } from "~/components/ui/section";
import type { PostFilter, PostSummary } from "~/content/blog/posts";
import type { PageCopy } from "~/content/types";
import { useTranslation } from "~/i18n/translate";
import { useLocale } from "~/i18n/use-locale";
import { Breadcrumb } from "~/sections/blocks/breadcrumb";
import { PageHero } from "~/sections/page-hero/page-hero";
import { BlogCard } from "./blog-card";
import { blogPagePath, Pagination } from "./pagination";
import type { PicturedPost } from "./post-pictures.server";
import { SidebarCategories, SidebarTags } from "./sidebar";

export type BlogListProps = {
  /** This page's posts (six at most), with their photos as pictures. */
  posts: PicturedPost[];
  /** Which list page (1-based); not `page`, which InPage takes. */
  pageNumber: number;
  count: number;
  /** The category or tag listed (/blog/category/<key>, /blog/tag/<key>); none on /blog. */
  filter?: PostFilter;
  /** Every post of the language, for the sidebar's counts. */
  all: PostSummary[];
};

/** A list page's hero; on pages after the first the intro says which page this is, and a category's or tag's list has a trail back to the blog. */
export function BlogListHero({ hero, intro, filtered }: { hero: PageCopy["hero"]; intro: string; filtered: boolean }) {
  const { t } = useTranslation();
  const trail = filtered ? (
    <Breadcrumb center crumbs={[{ label: t("pageNames.home"), page: "home" }, { label: t("pageNames.blog"), page: "blog" }, { label: hero.heading }]} />
  ) : undefined;
  return <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={intro} breadcrumb={trail} />;
}

/**
 * /blog and /blog/page/N ("Our Blog"), and the same list for one category or tag: six cards, the
 * pagination strip, and the sidebar's categories and tags. Build time only.
 */
export function BlogList({ posts, pageNumber, count, filter, all }: BlogListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Section space="sm" className="pt-4 sm:pt-6">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_21rem] lg:gap-16">
          <div className="min-w-0">
            <ul className="grid gap-8 sm:grid-cols-2">
              {posts.map((post) => (
                <li key={post.slug} className="flex" data-reveal>
                  <BlogCard
                    post={post}
                    // The category links to its list, except on that list itself.
                    categoryHref={filter?.by === "category" ? undefined : blogPagePath(1, locale, { by: "category", key: post.category })}
                    className="w-full"
                  />
                </li>
              ))}
            </ul>
            <Pagination page={pageNumber} count={count} filter={filter} className="mt-14" />
          </div>
          <aside aria-label={t("blog.sidebar.label")} className="space-y-6">
            <SidebarCategories posts={all} />
            <SidebarTags posts={all} />
          </aside>
        </Container>
    </Section>
  );
}
