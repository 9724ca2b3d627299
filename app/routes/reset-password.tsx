import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/reset-password";
import { ResetForm, ResetNote } from "~/components/forms/reset-form";
import { usePageHref } from "~/i18n/use-locale";
import { AuthLayout } from "~/sections/auth/auth-layout";
import { loadAuthPage } from "~/sections/auth/render.server";
import { AuthSwitch } from "~/sections/auth/auth-switch";
import { loadedPageMeta } from "~/seo/route-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadAuthPage(request, "reset-password");
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Reset". */
export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  const { copy, auth } = loaderData;
  return (
    <AuthLayout
      hero={copy.hero}
      auth={auth}
      panelHtml={loaderData.panelHtml}
      after={<AuthSwitch prompt={t("forms.reset.prompt")} label={t("forms.reset.switchLink")} to={pageHref("login")} />}
    >
      <ResetForm footer={<ResetNote />} />
    </AuthLayout>
  );
}
