import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { PageLocationProvider } from "~/lib/page-location";

/** Renders a section as its page does (`InPage`): in the page's language and location. Returns its container. */
export function renderIn(locale: Locale, pathname: string, element: ReactElement): HTMLElement {
  return render(
    <PageLocationProvider pathname={pathname}>
      <TranslationProvider locale={locale} messages={messages[locale]}>
        {element}
      </TranslationProvider>
    </PageLocationProvider>,
  ).container;
}
