import { ArrowUpRight } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { ExternalButtonLink } from "~/components/ui/button";
import type { PageId } from "~/i18n/pages";
import { usePageHref } from "~/i18n/use-locale";

/** SPEC's "Learn More": an internal page opened in a new tab, named with what it leads to. */
export function LearnMoreLink({ page, about, variant = "primary" }: { page: PageId; about: string; variant?: "primary" | "secondary" }) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  return (
    <ExternalButtonLink href={pageHref(page)} variant={variant} size="lg">
      {t("home.learnMore")}
      <span className="sr-only"> {t("home.learnMoreAbout", { name: about })}</span>
      <ArrowUpRight aria-hidden="true" className="size-4" />
    </ExternalButtonLink>
  );
}
