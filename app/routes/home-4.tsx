import type { Route } from "./+types/home-4";
import { VideoLightbox } from "~/components/embeds/video-lightbox";
import { MarqueeGroup } from "~/components/ui/marquee";
import { StaticHtml } from "~/components/ui/static-html";
import { site } from "~/config/site";
import { loadPage } from "~/content";
import type { FaqCopy } from "~/content/block-types";
import { ai as enAi } from "~/content/en/ai";
import { home as enHome } from "~/content/en/home";
import { home4 as enHome4 } from "~/content/en/landing";
import { freeTrialCta as enCta } from "~/content/en/shared";
import type { Home4Content } from "~/content/landing-types";
import { ai as svAi } from "~/content/sv/ai";
import { home as svHome } from "~/content/sv/home";
import { home4 as svHome4 } from "~/content/sv/landing";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import type { Locale } from "~/i18n/locales";
import { renderBlocks, renderStatic } from "~/lib/render-static.server";
import { FaqHeader } from "~/sections/blocks/faq-header.server";
import { FaqSection } from "~/sections/blocks/faq-section";
import { CountersSection } from "~/sections/landing/counters-section";
import { Home4Bottom, Home4Top, ReviewCard, home4Pieces } from "~/sections/landing/home4-page.server";
import { landingFooter } from "~/sections/landing/landing-footer.server";
import { LandingFrame } from "~/sections/landing/landing-frame";
import { ReviewRows, ReviewsFrame, StepsAccordion, StepsFrame, VideoFrame, reviewsGroup } from "~/sections/landing/landing-sections";
import { loadedPageMeta } from "~/seo/route-meta";

const content: Record<Locale, Home4Content> = { en: enHome4, sv: svHome4 };
const visuals = {
  en: { riskMap: enHome.brain.visual, trace: enAi.hero.visual, forecast: enAi.forecasting.visual },
  sv: { riskMap: svHome.brain.visual, trace: svAi.hero.visual, forecast: svAi.forecasting.visual },
};
const cta = { en: enCta, sv: svCta };

// Build time only: static parts travel as HTML, the interactive parts' copy as route data.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  const home4 = content[page.locale];
  const html = renderBlocks(page, {
    top: <Home4Top hero={page.copy.hero} content={home4} visuals={visuals[page.locale]} />,
    ...home4Pieces({ content: home4 }),
    faqHeader: <FaqHeader id="faq" copy={home4.faq} tone="dark" />,
    bottom: <Home4Bottom cta={cta[page.locale]} />,
  });
  const reviews = home4.reviews.items.map((review) => ({ id: review.id, html: renderStatic(page, <ReviewCard review={review} />, `r${review.id}`) }));
  // Widened to the block's type: route data serialises tuples loosely.
  const faq: FaqCopy["items"] = home4.faq.items;
  return {
    ...page,
    html,
    frame: home4.frame,
    footer: landingFooter(page),
    video: { title: home4.video.title, duration: home4.video.poster.duration },
    steps: home4.steps.items,
    counters: home4.counters.items,
    faq,
    reviews: { label: home4.reviews.label, button: home4.reviews.button, cards: reviews },
  };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/**
 * SPEC §2 "Template landing pages", the dark supply-chain page: hero, promo cards, content, service
 * cards, the video lightbox, the three-step accordion (none open), the counters, the FAQ (none open),
 * the strip of eight testimonials and the shared free-trial call to action.
 */
export default function Home4({ loaderData }: Route.ComponentProps) {
  const { html, frame, footer, video, steps, counters, faq, reviews } = loaderData;
  return (
    <LandingFrame copy={frame} footer={footer} tone="dark">
      <StaticHtml html={html.top} />
      <VideoFrame header={<StaticHtml html={html.videoHeader} />}>
        <VideoLightbox embedUrl={`${site.links.videoEmbedBase}${site.links.videoId}`} title={video.title} duration={video.duration}>
          <div dangerouslySetInnerHTML={{ __html: html.poster }} />
        </VideoLightbox>
      </VideoFrame>
      <StepsFrame header={<StaticHtml html={html.stepsHeader} />}>
        <StepsAccordion items={steps} />
      </StepsFrame>
      <CountersSection id="results" headerHtml={html.countersHeader} items={counters} />
      <FaqSection id="faq" headerHtml={html.faqHeader} items={faq} defaultIndex={null} tone="dark" />
      <ReviewsFrame header={<StaticHtml html={html.reviewsHeader} />} link={{ href: site.links.reviews, label: reviews.button }}>
        <MarqueeGroup {...reviewsGroup(reviews.label)}>
          <ReviewRows cards={reviews.cards.map((card) => ({ id: card.id, content: <div dangerouslySetInnerHTML={{ __html: card.html }} /> }))} />
        </MarqueeGroup>
      </ReviewsFrame>
      <StaticHtml html={html.bottom} />
    </LandingFrame>
  );
}
