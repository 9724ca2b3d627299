import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/page";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { site } from "~/config/site";
import { loadPage } from "~/content";
import { usePageHref } from "~/i18n/use-locale";
import { PageHero } from "~/sections/page-hero/page-hero";
import { loadedPageMeta } from "~/seo/route-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage(request);
export const meta: Route.MetaFunction = loadedPageMeta;

/** Pages whose sections arrive with later issues: their hero, head tags and calls to action. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  const { copy } = loaderData;
  return (
    <PageHero
      eyebrow={copy.hero.eyebrow}
      heading={copy.hero.heading}
      intro={copy.hero.intro}
      actions={
        <>
          <ExternalButtonLink href={site.links.scheduling} size="lg">
            {t("header.getStarted")}
          </ExternalButtonLink>
          <ButtonLink to={pageHref("contact")} variant="secondary" size="lg">
            {t("nav.contact")}
          </ButtonLink>
        </>
      }
    />
  );
}
