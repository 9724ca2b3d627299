import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/login";
import { LoginForm } from "~/components/forms/login-form";
import { usePageHref } from "~/i18n/use-locale";
import { AuthLayout } from "~/sections/auth/auth-layout";
import { loadAuthPage } from "~/sections/auth/render.server";
import { AuthSwitch } from "~/sections/auth/auth-switch";
import { StaticHtml } from "~/components/ui/static-html";
import { loadedPageMeta } from "~/seo/route-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadAuthPage(request, "login");
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Login". */
export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  const { copy, auth } = loaderData;
  return (
    <AuthLayout
      hero={copy.hero}
      auth={auth}
      panelHtml={loaderData.panelHtml}
      after={<AuthSwitch prompt={t("forms.login.prompt")} label={t("forms.login.switchLink")} to={pageHref("signup")} />}
    >
      <LoginForm />
      <StaticHtml html={loaderData.socialHtml} />
    </AuthLayout>
  );
}
