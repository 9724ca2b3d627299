import { useEffect, useRef, type ReactNode } from "react";
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
};

/**
 * SPEC §2 "Blog" details page around its static parts: the article column with the comment form,
 * and the sidebar with the search and newsletter forms. React Router hydrates it (the blocks are
 * StaticHtml); the Astro build renders it once and src/blog/forms.ts gives the forms their behaviour.
 */
export function PostLayout({ header, article, sidebar }: PostLayoutProps) {
  const { t } = useTranslation();
  const main = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLElement>(null);

  // The thread's Reply buttons are static markup: one listener moves focus to the comment form.
  useEffect(() => {
    const element = main.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.("[data-reply]");
      if (!button || !element.contains(button)) return;
      const field = form.current?.querySelector<HTMLInputElement>('[name="comment-name"]');
      field?.focus();
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, []);

  return (
    <>
      {header}
      <Section space="sm">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_21rem] lg:gap-16">
          <div ref={main} className="min-w-0">
            {article}
            <section ref={form} id="leave-a-comment" aria-labelledby="leave-a-comment-heading" className="border-line bg-surface-muted mt-14 scroll-mt-24 rounded-card border p-6 sm:p-8">
              <Heading id="leave-a-comment-heading" as="h2" size="h3" className="text-[1.5rem]">
                {t("blog.post.leaveComment")}
              </Heading>
              <p className="text-ink-muted mt-2 mb-6">{t("blog.post.commentIntro")}</p>
              <CommentForm labelledBy="leave-a-comment-heading" />
            </section>
          </div>
          <aside aria-label={t("blog.sidebar.label")} className="space-y-6">
            <section aria-labelledby="sidebar-search" className="border-line rounded-card border bg-white p-6">
              <h2 id="sidebar-search" className="font-display text-navy-900 mb-4 text-lg font-semibold">
                {t("blog.sidebar.search")}
              </h2>
              <SidebarSearchForm />
            </section>
            {sidebar}
            <section aria-labelledby="sidebar-newsletter-heading" className="border-primary-100 bg-primary-50 rounded-card border p-6">
              <h2 id="sidebar-newsletter-heading" className="font-display text-navy-900 mb-2 text-lg font-semibold">
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
