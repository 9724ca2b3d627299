import { Cable, Rocket, UserPlus } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { Container, Section } from "~/components/ui/section";
import type { HomeContent } from "~/content/schemas/home";
import { usePageHref } from "~/i18n/use-locale";
import { SectionHeader } from "~/sections/blocks/section-header";

// SPEC §3 translation keys feature.steps.{signup,connect,start}, in order.
const steps = [
  { key: "signup", icon: UserPlus },
  { key: "connect", icon: Cable },
  { key: "start", icon: Rocket },
] as const;

/** SPEC §2 home 9: the 3-step onboarding list; each step title links to /service-details. */
export function OnboardingSection({ content }: { content: HomeContent["onboarding"] }) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  return (
    <Section aria-labelledby="onboarding-title">
      <Container>
        <SectionHeader id="onboarding-title" eyebrow={content.eyebrow} heading={t("feature.title")} intro={content.intro} />
        <div className="relative mt-16">
          <div aria-hidden="true" className="bg-line absolute top-7 right-[16.7%] left-[16.7%] hidden h-px md:block" />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
          {steps.map(({ key, icon: Icon }, index) => (
            <li key={key} data-reveal className="relative text-center">
              <span className="bg-primary-600 shadow-lift relative mx-auto grid size-14 place-items-center rounded-2xl text-white ring-8 ring-surface">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <p className="text-brand mt-6 text-sm font-semibold tracking-[0.1em] uppercase">{t("home.step", { number: index + 1 })}</p>
              <h3 className="text-h3 mt-2 font-semibold">
                <a
                  href={pageHref("service-details")}
                  className="decoration-primary-500/40 underline decoration-2 underline-offset-4 hover:text-brand hover:decoration-brand-vivid"
                >
                  {t(`feature.steps.${key}.title`)}
                </a>
              </h3>
              <p className="text-ink-muted mx-auto mt-3 max-w-sm leading-relaxed">{t(`feature.steps.${key}.description`)}</p>
            </li>
          ))}
          </ol>
        </div>
      </Container>
    </Section>
  );
}
