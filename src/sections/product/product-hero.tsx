import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { PageCopy } from "~/content/types";
import { BookDemoButton, PageHero } from "~/sections/page-hero/page-hero";

type ProductHeroProps = {
  hero: PageCopy["hero"];
  /** The second button: a jump to a section of the same page. */
  jump: { to: string; label: string };
  visual: ReactNode;
};

/** The dark hero of the product pages: Book Demo, a jump to the page's key section, and its visual. */
export function ProductHero({ hero, jump, visual }: ProductHeroProps) {
  return (
    <PageHero
      tone="dark"
      {...hero}
      actions={
        <>
          <BookDemoButton />
          {/* A jump within the page: a plain anchor, so the browser scrolls and the URL keeps its path. */}
          <a href={`#${jump.to}`} className={buttonVariants({ variant: "outlineLight", size: "lg" })}>
            {jump.label}
            <ArrowRight aria-hidden="true" className="size-4 rotate-90" />
          </a>
        </>
      }
      aside={visual}
    />
  );
}
