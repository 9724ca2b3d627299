import { Eyebrow, Heading } from "~/components/ui/heading";
import { cn } from "~/lib/cn";

type SectionHeaderProps = {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
  className?: string;
};

/** Eyebrow, h2 and intro: the opening of every section. */
export function SectionHeader({ id, eyebrow, heading, intro, align = "center", tone = "light", className }: SectionHeaderProps) {
  const dark = tone === "dark";
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-2xl", className)}>
      <Eyebrow tone={tone}>{eyebrow}</Eyebrow>
      <Heading id={id}>{heading}</Heading>
      {intro ? <p className={cn("text-lead mt-5", dark ? "text-navy-200" : "text-ink-muted")}>{intro}</p> : null}
    </div>
  );
}
