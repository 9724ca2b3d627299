import type { ReactNode } from "react";
import { CommentForm } from "~/components/forms/comment-form";
import { SidebarNewsletterForm } from "~/components/forms/sidebar-newsletter-form";
import { SidebarSearchForm } from "~/components/forms/sidebar-search-form";
import { Heading } from "~/components/ui/heading";
import { Container, Section } from "~/components/ui/section";
import { useTranslation } from "~/i18n/translate";

type PostLayoutProps = {
  /** PostHeader. */
  header: ReactNode;
  /** PostArticle: the article, previous/next, the thread. */
  article: ReactNode;
  /** SidebarLists: categories, recent posts, tags. */
  sidebar: ReactNode;
  /** The post's slug, sent with a comment (decision 0028). */
  post?: string;
};

/**
 * SPEC §2 "Blog" details page around its static parts: the article column with the comment form,
 * and the sidebar with the search and newsletter forms. Rendered once at build time: the comment and
 * newsletter forms are run by src/behaviours/forms.ts (inlined in the page's head; they send with the
 * build's forms endpoint, decision 0028), and src/layouts/blog/reply.ts moves focus to the comment
 * form from the thread's Reply buttons.
 */
export function PostLayout({ header, article, sidebar, post }: PostLayoutProps) {
  const { t } = useTranslation();
  return (
    <>
      {header}
      <Section space="sm">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_21rem] lg:gap-16">
          <div className="min-w-0">
            {article}
            <section id="leave-a-comment" aria-labelledby="leave-a-comment-heading" className="border-line bg-surface-muted mt-14 scroll-mt-24 rounded-card border p-6 sm:p-8">
              <Heading id="leave-a-comment-heading" as="h2" size="h3" className="text-[1.5rem]">
                {t("blog.post.leaveComment")}
              </Heading>
              <p className="text-ink-muted mt-2 mb-6">{t("blog.post.commentIntro")}</p>
              <CommentForm labelledBy="leave-a-comment-heading" post={post} />
            </section>
          </div>
          <aside aria-label={t("blog.sidebar.label")} className="space-y-6">
            <section aria-labelledby="sidebar-search" className="border-line rounded-card border bg-surface-raised p-6">
              <h2 id="sidebar-search" className="font-display text-ink mb-4 text-lg font-semibold">
                {t("blog.sidebar.search")}
              </h2>
              <SidebarSearchForm />
            </section>
            {sidebar}
            <section aria-labelledby="sidebar-newsletter-heading" className="border-brand-tint bg-brand-soft rounded-card border p-6">
              <h2 id="sidebar-newsletter-heading" className="font-display text-ink mb-2 text-lg font-semibold">
                {t("blog.sidebar.newsletter")}
              </h2>
              <p className="text-ink-muted mb-4 text-sm">{t("blog.sidebar.newsletterIntro")}</p>
              <SidebarNewsletterForm />
            </section>
          </aside>
        </Container>
      </Section>
    </>
  );
}
