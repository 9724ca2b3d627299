import { Quote } from "lucide-react";
import { Monogram } from "~/components/visuals/monogram";
import type { LandingTestimonial } from "~/content/schemas/landing";
import { cn } from "~/lib/cn";

type TestimonialCardProps = {
  testimonial: LandingTestimonial;
  /** `feature`: the large quote of the carousel; `card`: a grid card; `compact`: the scrolling strip. */
  size?: "feature" | "card" | "compact";
  tone?: "light" | "dark";
};

/** SPEC §3 "Testimonial (template pages)": quote, author, role and a generated portrait (build time only). */
export function TestimonialCard({ testimonial, size = "card", tone = "light" }: TestimonialCardProps) {
  const dark = tone === "dark";
  return (
    <figure
      className={cn(
        "relative flex h-full flex-col rounded-card ring-1",
        dark ? "bg-navy-900 ring-white/10" : "ring-line shadow-card bg-surface-raised",
        size === "feature" ? "mx-auto max-w-3xl p-8 text-center sm:p-12" : size === "compact" ? "w-[19rem] p-6 sm:w-[22rem]" : "p-7 sm:p-8",
      )}
    >
      <Quote aria-hidden="true" className={cn("size-9", dark ? "text-cyan-300" : "text-brand-vivid", size === "feature" && "mx-auto")} />
      <blockquote className={cn("mt-5 flex-1", size === "feature" ? "font-display text-xl leading-relaxed sm:text-2xl" : "leading-relaxed", dark ? "text-white" : "text-ink")}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className={cn("mt-7 flex items-center gap-3.5", size === "feature" && "justify-center")}>
        <Monogram name={testimonial.name} />
        <span className="text-left">
          <span className={cn("block font-semibold", dark ? "text-white" : "text-ink")}>{testimonial.name}</span>
          <span className={cn("block text-sm", dark ? "text-navy-200" : "text-ink-muted")}>
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
