import { Container, Section } from "~/components/ui/section";
import type { PostSummary } from "~/content/blog/posts.server";
import type { PageCopy } from "~/content/types";
import { PageHero } from "~/sections/page-hero/page-hero";
import { BlogCard } from "./blog-card";
import { Pagination } from "./pagination";

type BlogListProps = {
  hero: PageCopy["hero"];
  /** This page's posts (six at most). */
  posts: PostSummary[];
  /** Which list page (1-based); not `page`, which InPage takes. */
  pageNumber: number;
  count: number;
  /** On pages after the first, the intro says which page this is. */
  intro: string;
};

/** /blog and /blog/page/N: "Our Blog", six cards, the pagination strip. Build time only. */
export function BlogList({ hero, posts, pageNumber, count, intro }: BlogListProps) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={intro} />
      <Section space="sm" className="pt-4 sm:pt-6">
        <Container>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug} className="flex" data-reveal>
                <BlogCard post={post} className="w-full" />
              </li>
            ))}
          </ul>
          <Pagination page={pageNumber} count={count} className="mt-14" />
        </Container>
      </Section>
    </>
  );
}
