import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants, ExternalButtonLink } from "~/components/ui/button";
import { site } from "~/config/site";
import type { PageCopy } from "~/content/types";
import { useTranslation } from "~/i18n/translate";
import { PageHero } from "~/sections/page-hero/page-hero";

type ProductHeroProps = {
  hero: PageCopy["hero"];
  /** The second button: a jump to a section of the same page. */
  jump: { to: string; label: string };
  visual: ReactNode;
};

/** The dark hero of the product pages: Book Demo, a jump to the page's key section, and its visual. */
export function ProductHero({ hero, jump, visual }: ProductHeroProps) {
  const { t } = useTranslation();
  return (
    <PageHero
      tone="dark"
      eyebrow={hero.eyebrow}
      heading={hero.heading}
      intro={hero.intro}
      actions={
        <>
          <ExternalButtonLink href={site.links.scheduling} size="lg" icon>
            {t("home.bookDemo")}
          </ExternalButtonLink>
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
