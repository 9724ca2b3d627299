import { Marquee } from "~/components/ui/marquee";
import { Section } from "~/components/ui/section";

/**
 * /about between the mission and the team: the company's hashtags scrolling by on the brand colour,
 * with a pause/play button (Marquee). Rendered static; the site script makes the button work
 * (`marquee-toggle.ts`).
 */
export function HashtagTicker({ hashtags }: { hashtags: { label: string; tags: readonly string[] } }) {
  const items = hashtags.tags.map((tag) => ({
    id: tag,
    content: (
      <span className="font-display inline-flex items-center gap-1 text-[clamp(1.5rem,1.2rem+1.2vw,2.25rem)] font-semibold whitespace-nowrap text-white">
        <span aria-hidden="true" className="text-cyan-300">
          #
        </span>
        {tag}
      </span>
    ),
  }));
  return (
    <Section tone="brand" space="sm" className="overflow-hidden">
      <Marquee
        label={hashtags.label}
        tone="dark"
        rows={[{ id: "hashtags", items, duration: 36 }]}
        listClassName="gap-x-12 pr-12 motion-reduce:px-5 motion-reduce:gap-y-3"
        controlClassName="mt-5 flex justify-center"
      />
    </Section>
  );
}
