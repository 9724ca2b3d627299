import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/section";
import type { PostCardData, PostPicks } from "~/content/landing-types";
import { itemHref } from "~/i18n/pages";
import { useTranslation } from "~/i18n/translate";
import { useLocale, usePageHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { SectionHeader } from "~/sections/blocks/section-header";

const covers = [
  ["#1d46db", "#0a1330"],
  ["#0e7490", "#111e45"],
  ["#c2410c", "#1b2b5c"],
  ["#1537b8", "#0f766e"],
] as const;

/** A generated cover: brand gradient and a faint chart line, different per post. Decorative. */
function Cover({ index }: { index: number }) {
  const [from, to] = covers[index % covers.length]!;
  return (
    <svg aria-hidden="true" viewBox="0 0 400 225" width="400" height="225" className="h-auto w-full">
      <defs>
        <linearGradient id={`cover-${index}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="400" height="225" fill={`url(#cover-${index})`} />
      <g stroke="#ffffff" strokeOpacity="0.08">
        {[50, 100, 150, 200, 250, 300, 350].map((x) => (
          <line key={x} x1={x} y1="0" x2={x} y2="225" />
        ))}
      </g>
      <path d={`M0 ${170 - index * 8} C 80 ${120 + index * 10}, 150 ${190 - index * 12}, 230 ${110 + index * 6} S 340 ${60 + index * 14}, 400 ${70 + index * 5}`} fill="none" stroke="#7fe3f5" strokeWidth="3" strokeOpacity="0.8" />
    </svg>
  );
}

type PostCardsProps = {
  id: string;
  copy: PostPicks & { all: string };
  posts: readonly PostCardData[];
  columns?: 3 | 4;
  tone?: "default" | "muted";
};

/**
 * SPEC §3 "Blog card" (build time only): cover, category (a link to /blog), date, title (a link to
 * the post) and a two-line excerpt.
 */
export function PostCards({ id, copy, posts, columns = 3, tone = "default" }: PostCardsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pageHref = usePageHref();
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tone={tone}>
      <Container>
        <SectionHeader id={`${id}-title`} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <ul className={cn("mt-14 grid gap-6 sm:grid-cols-2", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
          {posts.map((post, index) => (
            <li key={post.slug} data-reveal>
              <article className="ring-line shadow-card group relative flex h-full flex-col overflow-hidden rounded-card bg-white ring-1">
                <Cover index={index} />
                <div className="flex flex-1 flex-col p-6">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <Link to={pageHref("blog")} className="text-primary-700 relative z-10 font-semibold hover:underline" aria-label={t("landing.category", { name: post.category })}>
                      {post.category}
                    </Link>
                    <span className="text-ink-muted">{post.date}</span>
                  </p>
                  <h3 className="text-h3 mt-3 font-semibold text-navy-900">
                    <Link to={itemHref("blog", post.slug, locale)} className="after:absolute after:inset-0 after:rounded-card">
                      {post.title}
                    </Link>
                  </h3>
                  <p className="text-ink-muted mt-2 line-clamp-2 leading-relaxed">{post.excerpt}</p>
                  <span aria-hidden="true" className="text-primary-700 mt-5 inline-flex items-center gap-1.5 text-sm font-semibold">
                    {t("landing.readPost")}
                    <ArrowRight className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5" />
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <ButtonLink to={pageHref("blog")} variant="secondary">
            {copy.all}
          </ButtonLink>
        </div>
      </Container>
    </Section>
  );
}
