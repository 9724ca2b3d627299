import type { ReactNode } from "react";
import { buttonVariants, ExternalButtonLink } from "~/components/ui/button";

/**
 * SPEC §2 "Read All ... Reviews": a button to the review platform (`site.links.reviews`). An
 * external address opens in a new tab; the default placeholder "#" stays on the page.
 */
export function ReviewsLink({ href, children }: { href: string; children: ReactNode }) {
  return /^https?:/.test(href) ? (
    <ExternalButtonLink href={href} variant="light" size="lg" icon>
      {children}
    </ExternalButtonLink>
  ) : (
    <a href={href} className={buttonVariants({ variant: "light", size: "lg" })}>
      {children}
    </a>
  );
}
