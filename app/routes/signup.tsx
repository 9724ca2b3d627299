import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/signup";
import { SignupForm } from "~/components/forms/signup-form";
import { usePageHref } from "~/i18n/use-locale";
import { AuthLayout } from "~/sections/auth/auth-layout";
import { loadAuthPage } from "~/sections/auth/render.server";
import { AuthSwitch } from "~/sections/auth/auth-switch";
import { StaticHtml } from "~/components/ui/static-html";
import { loadedPageMeta } from "~/seo/route-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadAuthPage(request, "signup");
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Sign-up". */
export default function Signup({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  const { copy, auth } = loaderData;
  return (
    <AuthLayout
      hero={copy.hero}
      auth={auth}
      panelHtml={loaderData.panelHtml}
      after={<AuthSwitch prompt={t("forms.signup.prompt")} label={t("forms.signup.switchLink")} to={pageHref("login")} />}
    >
      <SignupForm />
      <StaticHtml html={loaderData.socialHtml} />
    </AuthLayout>
  );
}
