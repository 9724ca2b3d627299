import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const headingVariants = cva("font-display font-semibold text-balance", {
  variants: {
    size: {
      display: "text-display font-bold",
      h1: "text-h1 font-bold",
      h2: "text-h2",
      h3: "text-h3",
    },
  },
  defaultVariants: { size: "h2" },
});

type HeadingProps = HTMLAttributes<HTMLHeadingElement> &
  VariantProps<typeof headingVariants> & { as?: "h1" | "h2" | "h3" | "h4" };

/** Visual size is independent of the outline level, so the outline stays correct. */
export function Heading({ as: Tag = "h2", size, className, ...props }: HeadingProps) {
  return <Tag className={cn(headingVariants({ size }), className)} {...props} />;
}

/** The small label above a heading. */
export function Eyebrow({ className, tone = "light", ...props }: HTMLAttributes<HTMLParagraphElement> & { tone?: "light" | "dark" }) {
  return (
    <p
      className={cn(
        "mb-4 text-sm font-semibold tracking-[0.14em] uppercase",
        tone === "dark" ? "text-cyan-300" : "text-brand-vivid",
        className,
      )}
      {...props}
    />
  );
}
