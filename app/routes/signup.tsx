import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/signup";
import { SignupForm } from "~/components/forms/signup-form";
import { loadPage } from "~/content";
import { auth as enAuth } from "~/content/en/auth";
import { auth as svAuth } from "~/content/sv/auth";
import { usePageHref } from "~/i18n/use-locale";
import { AuthLayout } from "~/sections/auth/auth-layout";
import { renderAuthPanel, renderSocialSignIn } from "~/sections/auth/render.server";
import { AuthSwitch } from "~/sections/auth/auth-switch";
import { StaticHtml } from "~/components/visuals/static-html";
import { loadedPageMeta } from "~/seo/route-meta";

const authCopy = { en: enAuth, sv: svAuth };

export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  const auth = authCopy[page.locale].signup;
  return { ...page, auth, panelHtml: renderAuthPanel(auth), socialHtml: renderSocialSignIn(page.locale) };
};
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
