import { cva, type VariantProps } from "class-variance-authority";
import { ArrowUpRight } from "lucide-react";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  // Forced colours drop fills and rings: a border (in the system's colour) keeps each button's shape.
  "forced-colors:border inline-flex items-center justify-center gap-2 rounded-pill font-semibold whitespace-nowrap transition-[background-color,border-color,color,box-shadow,transform] duration-200 select-none disabled:pointer-events-none disabled:opacity-60 motion-safe:active:translate-y-px",
  {
    variants: {
      variant: {
        primary: "bg-primary-600 text-white shadow-sm hover:bg-primary-700",
        secondary: "bg-surface-raised text-ink ring-1 ring-line ring-inset hover:bg-surface-strong hover:ring-tint-strong",
        ghost: "text-ink hover:bg-surface-strong",
        // light and outlineLight are for dark sections: white in both themes.
        light: "bg-white text-navy-900 hover:bg-cyan-100",
        outlineLight: "text-white ring-1 ring-white/40 ring-inset hover:bg-white/10",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-5 text-[0.9375rem]",
        lg: "h-13 px-7 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** An internal link styled as a button. */
export function ButtonLink({ href, className, variant, size, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string } & ButtonVariants) {
  return (
    <a href={href} className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & {
  href: string;
  children: ReactNode;
  /** Show the north-east arrow icon after the label. */
  icon?: boolean;
};

/**
 * A link that opens in a new tab, safely (rel noopener noreferrer), and says so to screen readers.
 */
export function ExternalLink({ children, icon = false, ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {icon ? <ArrowUpRight aria-hidden="true" className="size-4 shrink-0" /> : null}
      <span className="sr-only"> {t("newTab")}</span>
    </a>
  );
}

/** An external link that looks like a button. */
export function ExternalButtonLink({ className, variant, size, ...props }: ExternalLinkProps & ButtonVariants) {
  return <ExternalLink className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
