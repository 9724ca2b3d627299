import type { Route } from "./+types/home-2";
import { Carousel } from "~/components/ui/carousel";
import { StaticHtml } from "~/components/ui/static-html";
import { loadPage } from "~/content";
import type { FaqCopy } from "~/content/block-types";
import { home as enHome } from "~/content/en/home";
import { home2 as enHome2 } from "~/content/en/landing";
import { freeTrialCta as enCta } from "~/content/en/shared";
import type { Home2Content } from "~/content/landing-types";
import { home as svHome } from "~/content/sv/home";
import { home2 as svHome2 } from "~/content/sv/landing";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import type { Locale } from "~/i18n/locales";
import { renderBlocks, renderStatic } from "~/lib/render-static.server";
import { FaqHeader } from "~/sections/blocks/faq-header.server";
import { FaqSection } from "~/sections/blocks/faq-section";
import { Home2Blog, Home2Bottom, Home2Top, TestimonialSlide, TestimonialsHeader } from "~/sections/landing/home2-page.server";
import { landingFooter } from "~/sections/landing/landing-footer.server";
import { LandingFrame } from "~/sections/landing/landing-frame";
import { TestimonialsFrame } from "~/sections/landing/landing-sections";
import { landingPosts } from "~/sections/landing/posts.server";
import { loadedPageMeta } from "~/seo/route-meta";

const content: Record<Locale, Home2Content> = { en: enHome2, sv: svHome2 };
const visuals = {
  en: { forecast: enHome.hero.visual, email: enHome.go.visual },
  sv: { forecast: svHome.hero.visual, email: svHome.go.visual },
};
const cta = { en: enCta, sv: svCta };

// Build time only: static parts travel as HTML, the interactive parts' copy as route data.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  const home2 = content[page.locale];
  const html = renderBlocks(page, {
    top: <Home2Top hero={page.copy.hero} content={home2} visuals={visuals[page.locale]} />,
    testimonialsHeader: <TestimonialsHeader content={home2.testimonials} />,
    blog: <Home2Blog content={home2.blog} posts={landingPosts(page.locale, 3)} />,
    faqHeader: <FaqHeader id="faq" copy={home2.faq} tone="muted" />,
    bottom: <Home2Bottom cta={cta[page.locale]} />,
  });
  const slides = home2.testimonials.items.map((item) => ({ id: item.id, html: renderStatic(page, <TestimonialSlide testimonial={item} />, `t${item.id}`) }));
  // Widened to the block's type: route data serialises tuples loosely.
  const faq: FaqCopy["items"] = home2.faq.items;
  return { ...page, html, frame: home2.frame, footer: landingFooter(page), slides, faq };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/**
 * SPEC §2 "Template landing pages", the chatbot page: hero, three tiles, three content blocks, the
 * looping testimonial carousel, three blog cards, the five-question FAQ (first open) and the shared
 * free-trial call to action.
 */
export default function Home2({ loaderData }: Route.ComponentProps) {
  const { html, frame, footer, slides, faq } = loaderData;
  return (
    <LandingFrame copy={frame} footer={footer}>
      <StaticHtml html={html.top} />
      <TestimonialsFrame header={<StaticHtml html={html.testimonialsHeader} />}>
        <Carousel
          className="mt-12"
          slides={slides.map((slide) => ({ id: slide.id, content: <div className="h-full" dangerouslySetInnerHTML={{ __html: slide.html }} /> }))}
        />
      </TestimonialsFrame>
      <StaticHtml html={html.blog} />
      <FaqSection id="faq" headerHtml={html.faqHeader} items={faq} defaultIndex={0} tone="muted" />
      <StaticHtml html={html.bottom} />
    </LandingFrame>
  );
}
