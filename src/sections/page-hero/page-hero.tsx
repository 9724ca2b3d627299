import type { ReactNode } from "react";
import { ButtonLink, ExternalButtonLink, type ButtonVariants } from "~/components/ui/button";
import { Eyebrow, Heading } from "~/components/ui/heading";
import { Container } from "~/components/ui/section";
import { site } from "~/config/site";
import type { PageCopy } from "~/content/types";
import type { PageId } from "~/i18n/pages";
import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

type PageHeroProps = {
  eyebrow: string;
  heading: string;
  intro: string;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
  /** A visual beside the text on wide screens. */
  aside?: ReactNode;
  tone?: "light" | "dark";
  /** A breadcrumb trail above the eyebrow (pages below another in the site's structure). */
  breadcrumb?: ReactNode;
  /** Anchor of the section (a landing page's links may lead to it). */
  id?: string;
  className?: string;
};

/** The first section of every page: one h1, an intro sentence, optional actions and visual. */
export function PageHero({ eyebrow, heading, intro, actions, aside, tone = "light", breadcrumb, id, className }: PageHeroProps) {
  const dark = tone === "dark";
  return (
    <section
      id={id}
      className={cn(
        "relative isolate overflow-hidden",
        dark ? "on-dark bg-navy-950 text-white" : "bg-[linear-gradient(180deg,var(--color-brand-soft),var(--color-surface)_75%)]",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          "absolute inset-0 -z-10 [background-size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]",
          dark
            ? "[background-image:linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)]"
            : "[background-image:linear-gradient(to_right,rgb(29_70_219/0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgb(29_70_219/0.07)_1px,transparent_1px)]",
        )}
      />
      <div
        aria-hidden="true"
        className={cn(
          "absolute -top-40 left-1/2 -z-10 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full blur-3xl",
          // Cyan haze on the light hero; on the dark theme's page a cyan glow would wash out the heading.
          dark ? "bg-primary-600/30" : "bg-glow",
        )}
      />
      <Container className={cn("grid items-center gap-12 py-16 sm:py-24 lg:py-28", aside ? "lg:grid-cols-[1.05fr_1fr]" : "")}>
        <div className={cn(aside ? "" : "mx-auto max-w-3xl text-center")}>
          {breadcrumb ? <div className="mb-8">{breadcrumb}</div> : null}
          <Eyebrow tone={tone === "dark" ? "dark" : "light"}>{eyebrow}</Eyebrow>
          <Heading as="h1" size="h1">
            {heading}
          </Heading>
          <p className={cn("mt-6 text-lead", dark ? "text-navy-200" : "text-ink-muted", aside ? "max-w-xl" : "mx-auto max-w-2xl")}>{intro}</p>
          {actions ? <div className={cn("mt-9 flex flex-wrap gap-3", aside ? "" : "justify-center")}>{actions}</div> : null}
        </div>
        {aside ? <div className="relative">{aside}</div> : null}
      </Container>
    </section>
  );
}

/** "Book Demo" among a hero's actions: the scheduling page, in a new tab. */
export function BookDemoButton({ variant }: Pick<ButtonVariants, "variant">) {
  const { t } = useTranslation();
  return (
    <ExternalButtonLink href={site.links.scheduling} variant={variant} size="lg" icon>
      {t("home.bookDemo")}
    </ExternalButtonLink>
  );
}

type DemoHeroProps = { hero: PageCopy["hero"]; link: { page: PageId; label: string }; tone?: "light" | "dark"; aside: ReactNode };

/** A product hero: Book Demo, a link to another page, and the page's visual beside the text. */
export function DemoHero({ hero, link, tone = "light", aside }: DemoHeroProps) {
  const pageHref = usePageHref();
  return (
    <PageHero
      tone={tone}
      {...hero}
      actions={
        <>
          <BookDemoButton />
          <ButtonLink href={pageHref(link.page)} variant={tone === "dark" ? "outlineLight" : "secondary"} size="lg">
            {link.label}
          </ButtonLink>
        </>
      }
      aside={aside}
    />
  );
}
