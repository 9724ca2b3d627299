import type { Route } from "./+types/contact";
import { SchedulingWidget } from "~/components/embeds/scheduling-widget";
import { StaticHtml } from "~/components/ui/static-html";
import { site } from "~/config/site";
import { loadPage } from "~/content";
import type { ContactContent } from "~/content/contact-types";
import { contact as enContact } from "~/content/en/contact";
import { contact as svContact } from "~/content/sv/contact";
import type { Locale } from "~/i18n/locales";
import { renderBlocks } from "~/lib/render-static.server";
import { ContactBottom, ContactTop, ScheduleIntro } from "~/sections/contact/contact-page.server";
import { ScheduleFrame } from "~/sections/contact/schedule-section";
import { loadedPageMeta } from "~/seo/route-meta";

const content: Record<Locale, ContactContent> = { en: enContact, sv: svContact };

// Build time only: everything but the scheduling widget is static HTML.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  const copy = content[page.locale];
  return {
    ...page,
    html: renderBlocks(page, {
      top: <ContactTop hero={page.copy.hero} content={copy} />,
      schedule: <ScheduleIntro content={copy} />,
      bottom: <ContactBottom content={copy} />,
    }),
  };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Contact": hero, the three offices, the 30-minute scheduling widget, what happens next. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { html } = loaderData;
  return (
    <>
      <StaticHtml html={html.top} />
      <ScheduleFrame intro={<StaticHtml html={html.schedule} />}>
        <SchedulingWidget url={site.links.scheduling} />
      </ScheduleFrame>
      <StaticHtml html={html.bottom} />
    </>
  );
}
