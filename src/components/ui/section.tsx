import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "~/lib/cn";

const sectionVariants = cva("relative scroll-mt-24", {
  variants: {
    tone: {
      default: "bg-surface text-ink",
      muted: "bg-surface-muted text-ink",
      dark: "on-dark bg-navy-950 text-white",
      brand: "on-dark bg-primary-700 text-white",
    },
    space: {
      none: "",
      sm: "py-12 sm:py-16",
      md: "py-16 sm:py-24",
      lg: "py-20 sm:py-32",
    },
  },
  defaultVariants: { tone: "default", space: "md" },
});

type SectionProps = HTMLAttributes<HTMLElement> & VariantProps<typeof sectionVariants> & { children: ReactNode };

/** Every page section goes through this: width, rhythm, anchor offset and background in one place. */
export function Section({ tone, space, className, children, ...props }: SectionProps) {
  return (
    <section className={cn(sectionVariants({ tone, space }), className)} {...props}>
      {children}
    </section>
  );
}

export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mx-auto w-full max-w-7xl px-5 sm:px-8", className)} {...props} />;
}
