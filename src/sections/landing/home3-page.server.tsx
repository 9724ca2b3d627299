import { ButtonLink } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/section";
import { EngagementTimeline } from "~/components/visuals/engagement-timeline";
import { KpiBoard } from "~/components/visuals/kpi-board";
import { ServiceBoard } from "~/components/visuals/service-board";
import type { PostSummary } from "~/content/blog/posts";
import type { Home3Content } from "~/content/schemas/landing";
import type { Platform1Content } from "~/content/schemas/platform1";
import type { CtaCopy } from "~/content/schemas/cta";
import type { ServicesContent } from "~/content/schemas/services";
import type { TeamContent } from "~/content/schemas/team";
import type { PageCopy } from "~/content/types";
import { usePageHref } from "~/i18n/use-locale";
import { FeatureSplit } from "~/sections/blocks/feature-split";
import { SectionHeader } from "~/sections/blocks/section-header";
import { CtaSection } from "~/sections/cta/cta-section";
import { BookDemoButton, PageHero } from "~/sections/page-hero/page-hero";
import { PostCards } from "./post-cards";
import { TeamCards } from "./team-cards";
import { TestimonialCard } from "./testimonial-card";

/** The visuals home-3 shares with the product pages: their copy is reused, not repeated. */
export type Home3Visuals = {
  kpis: Platform1Content["hero"]["visual"];
  services: ServicesContent["hero"]["visual"];
  timeline: ServicesContent["engagement"]["visual"];
};

type Home3PageProps = { hero: PageCopy["hero"]; content: Home3Content; visuals: Home3Visuals; team: TeamContent; posts: readonly PostSummary[]; cta: CtaCopy };

/**
 * SPEC §2 "Template landing pages", the AI-business page: hero with "Explore About Us", two content
 * sections, three team cards, two testimonials, four article cards and the shared call to action.
 * Nothing on it is interactive, so it renders at build time in one piece.
 */
export function Home3Page({ hero, content, visuals, team, posts, cta }: Home3PageProps) {
  const pageHref = usePageHref();
  const [first, second] = content.sections;
  return (
    <>
      <PageHero
        {...hero}
        actions={
          <>
            <ButtonLink to={pageHref("about")} size="lg">
              {content.hero.primary}
            </ButtonLink>
            <BookDemoButton variant="secondary" />
          </>
        }
        aside={<KpiBoard copy={visuals.kpis} />}
      />
      <FeatureSplit id="why-ai" copy={first} visual={<ServiceBoard copy={visuals.services} />} tone="muted" />
      <FeatureSplit id="adoption" copy={second} visual={<EngagementTimeline copy={visuals.timeline} />} reverse />
      <TeamCards id="team" copy={content.team} team={team} />
      <Section id="testimonials" aria-labelledby="testimonials-title" tone="muted">
        <Container>
          <SectionHeader id="testimonials-title" eyebrow={content.testimonials.eyebrow} heading={content.testimonials.heading} intro={content.testimonials.intro} />
          <ul className="mx-auto mt-14 grid max-w-5xl gap-6 md:grid-cols-2">
            {content.testimonials.items.map((item) => (
              <li key={item.id} data-reveal>
                <TestimonialCard testimonial={item} />
              </li>
            ))}
          </ul>
        </Container>
      </Section>
      <PostCards id="articles" copy={content.articles} posts={posts} columns={4} categoryLinks />
      <CtaSection copy={cta} />
    </>
  );
}
