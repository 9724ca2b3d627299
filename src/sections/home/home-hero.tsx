import { Check } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { ForecastVisual } from "~/components/visuals/forecast-visual";
import type { HomeContent } from "~/content/schemas/home";
import type { PageCopy } from "~/content/types";
import { usePageHref } from "~/i18n/use-locale";
import { BookDemoButton } from "~/sections/page-hero/page-hero";

type HomeHeroProps = { hero: PageCopy["hero"]; content: HomeContent["hero"] };

/** SPEC §2 home 1: the tagline as the page's h1 (the LCP element), Book Demo and the product visual. */
export function HomeHero({ hero, content }: HomeHeroProps) {
  const pageHref = usePageHref();
  return (
    <section aria-labelledby="home-title" className="on-dark bg-navy-950 relative isolate overflow-hidden text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [background-image:linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] [background-size:56px_56px] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)]"
      />
      <div aria-hidden="true" className="absolute -top-80 left-[-5%] -z-10 h-[50rem] w-[64rem] bg-[radial-gradient(closest-side,rgb(29_70_219/0.5),transparent)]" />
      <div aria-hidden="true" className="absolute right-[-20%] bottom-[-40%] -z-10 h-[44rem] w-[56rem] bg-[radial-gradient(closest-side,rgb(127_227_245/0.14),transparent)]" />

      <Container className="grid grid-cols-1 items-center gap-14 pt-14 pb-20 sm:pt-20 lg:grid-cols-2 lg:gap-12 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-pill bg-white/8 py-1.5 pr-4 pl-2 text-sm font-semibold text-cyan-200 ring-1 ring-white/15">
            <span className="bg-accent-500 size-2 rounded-full" aria-hidden="true" />
            {hero.eyebrow}
          </p>
          <h1 id="home-title" className="font-display mt-6 text-[clamp(2.5rem,1rem+3.4vw,4.5rem)] leading-[1.04] font-bold tracking-[-0.03em] text-balance">
            {hero.heading}
          </h1>
          <p className="text-lead text-navy-200 mt-6 max-w-xl">{hero.intro}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <BookDemoButton />
            <ButtonLink href={pageHref("ai")} variant="outlineLight" size="lg">
              {content.secondary}
            </ButtonLink>
          </div>
          <ul className="text-navy-200 mt-10 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            {content.proof.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cyan-300" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <ForecastVisual copy={content.visual} />
      </Container>
    </section>
  );
}
