import type { ReactNode } from "react";
import { Eyebrow, Heading } from "~/components/ui/heading";
import { Container } from "~/components/ui/section";
import type { AuthPageCopy } from "~/content/schemas/auth";
import type { PageCopy } from "~/content/types";
import { AuthPanel } from "./auth-panel";

type AuthLayoutProps = {
  hero: PageCopy["hero"];
  auth: AuthPageCopy;
  /** The form card's content. */
  children: ReactNode;
  /** Under the card, e.g. the link to the other auth page. */
  after?: ReactNode;
};

/** Sign in, sign up and reset: the page's h1 and a form card, with a product panel beside it on wide screens. */
export function AuthLayout({ hero, auth, children, after }: AuthLayoutProps) {
  return (
    <section className="relative isolate overflow-hidden bg-[linear-gradient(180deg,var(--color-brand-soft),var(--color-surface)_65%)]">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [background-image:linear-gradient(to_right,color-mix(in_srgb,var(--color-brand-vivid)_7%,transparent)_1px,transparent_1px),linear-gradient(to_bottom,color-mix(in_srgb,var(--color-brand-vivid)_7%,transparent)_1px,transparent_1px)] [background-size:48px_48px] [mask-image:radial-gradient(ellipse_at_top_left,black_25%,transparent_70%)]"
      />
      <Container className="grid items-center gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] lg:gap-16 lg:py-20 xl:gap-24">
        <div className="mx-auto w-full max-w-md lg:mx-0">
          <Eyebrow>{hero.eyebrow}</Eyebrow>
          <Heading as="h1" size="h2">
            {hero.heading}
          </Heading>
          <p className="text-ink-muted mt-4 leading-relaxed">{auth.intro ?? hero.intro}</p>
          <div className="rounded-card shadow-card ring-line mt-8 bg-surface-raised p-6 ring-1 sm:p-8">{children}</div>
          {after}
        </div>
        <AuthPanel copy={auth} />
      </Container>
    </section>
  );
}
