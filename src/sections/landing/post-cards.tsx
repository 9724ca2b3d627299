import { ButtonLink } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/section";
import type { PostPicks } from "~/content/schemas/landing";
import { usePageHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { SectionHeader } from "~/sections/blocks/section-header";
import { BlogCard } from "~/sections/blog/blog-card";
import type { PicturedPost } from "~/sections/blog/post-pictures.server";

type PostCardsProps = {
  id: string;
  copy: PostPicks;
  posts: readonly PicturedPost[];
  columns?: 3 | 4;
  /** Category labels link to /blog (the AI-business page's article cards, SPEC §2). */
  categoryLinks?: boolean;
  tone?: "default" | "muted";
};

/** A header, the blog's own cards for the given posts and a link to the blog (build time only). */
export function PostCards({ id, copy, posts, columns = 3, categoryLinks = false, tone = "default" }: PostCardsProps) {
  const pageHref = usePageHref();
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tone={tone}>
      <Container>
        <SectionHeader id={`${id}-title`} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <ul className={cn("mt-14 grid gap-6 sm:grid-cols-2", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
          {posts.map((post) => (
            <li key={post.slug} data-reveal className="flex">
              <BlogCard post={post} headingLevel="h3" categoryHref={categoryLinks ? pageHref("blog") : undefined} className="w-full" />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <ButtonLink href={pageHref("blog")} variant="secondary">
            {copy.all}
          </ButtonLink>
        </div>
      </Container>
    </Section>
  );
}
