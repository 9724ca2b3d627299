import { ArrowRight } from "lucide-react";
import { Icon } from "~/components/ui/icon.server";
import { Container, Section } from "~/components/ui/section";
import type { CardCopy, SectionCopy } from "~/content/block-types";
import { usePageHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { SectionHeader } from "./section-header";

type CardGridProps = {
  /** Anchor of the section; its h2 gets `${id}-title`. */
  id: string;
  copy: SectionCopy;
  cards: readonly CardCopy[];
  columns?: 2 | 3 | 4;
  /**
   * Look of the cards: `feature` white cards with a navy icon (home "Making supply chains
   * efficient!"), `accent` orange icons (home "Get a break..."), `tile` large centred tiles, `dark`
   * glass cards on the navy surface (home "Stay ahead...").
   */
  variant?: "feature" | "accent" | "tile" | "dark";
  tone?: "default" | "muted" | "dark";
  align?: "center" | "left";
};

const columnClass = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

const iconClass = {
  feature: "bg-navy-900 text-accent-500 size-12 rounded-2xl",
  accent: "bg-accent-soft text-accent-ink size-12 rounded-2xl",
  tile: "bg-primary-600 text-white size-14 rounded-2xl shadow-lift",
  dark: "bg-primary-600 text-white size-12 rounded-2xl",
} as const;

/**
 * A header and a grid of SPEC §3 feature cards (build time only). A card with a `link` is one big
 * link to that page, with the arrow of the home page's task cards.
 */
export function CardGrid({ id, copy, cards, columns = 3, variant = "feature", tone, align = "center" }: CardGridProps) {
  const pageHref = usePageHref();
  const dark = variant === "dark";
  const sectionTone = tone ?? (dark ? "dark" : variant === "tile" ? "default" : "muted");
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tone={sectionTone} space={dark ? "lg" : "md"} className={cn(dark && "isolate overflow-hidden")}>
      {dark ? <div aria-hidden="true" className="absolute -top-40 right-[-20%] -z-10 h-[44rem] w-[56rem] bg-[radial-gradient(closest-side,rgb(29_70_219/0.4),transparent)]" /> : null}
      <Container>
        <SectionHeader id={`${id}-title`} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} tone={dark ? "dark" : "light"} align={align} />
        <ul className={cn("mt-14 grid gap-5", columnClass[columns])}>
          {cards.map((card) => (
            <li
              key={card.id}
              data-reveal
              className={cn(
                "relative flex flex-col rounded-card p-7 sm:p-8",
                dark
                  ? "bg-white/[0.04] ring-1 ring-white/10 transition-colors hover:bg-white/[0.07]"
                  : "ring-line shadow-card bg-surface-raised ring-1 transition-[background-color,border-color,color,box-shadow,transform] duration-300 hover:shadow-lift motion-safe:hover:-translate-y-1",
                variant === "tile" && "items-center text-center",
                card.link && "group has-[:focus-visible]:outline-focus hover:ring-primary-500 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3",
              )}
            >
              <span className={cn("grid place-items-center", iconClass[variant])}>
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="text-h3 mt-6 font-semibold">
                {card.link ? (
                  <a href={pageHref(card.link)} className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none">
                    {card.title}
                  </a>
                ) : (
                  card.title
                )}
              </h3>
              <p className={cn("mt-2 flex-1 leading-relaxed", dark ? "text-navy-200" : "text-ink-muted")}>{card.text}</p>
              {card.tag ? (
                <p className={cn("mt-6 w-full border-t pt-4 text-sm font-semibold", dark ? "border-white/10 text-cyan-200" : "border-line text-brand")}>{card.tag}</p>
              ) : null}
              {card.link ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    "bg-navy-900 group-hover:bg-primary-600 group-focus-within:bg-primary-600 mt-8 grid size-11 place-items-center self-end rounded-full text-white transition-colors",
                    // Navy in both themes, as on /home-4; the faint ring (invisible on a white card) edges it on a dark card.
                    !dark && "ring-1 ring-white/10",
                  )}
                >
                  <ArrowRight className="size-5 transition-transform motion-safe:group-hover:translate-x-0.5" />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
