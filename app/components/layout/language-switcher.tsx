import { Globe } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { rememberLanguage } from "~/i18n/detect";
import { localeTags, localizePath, locales } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

/** Links to the same page in the other language; the choice is remembered and wins over detection. */
export function LanguageSwitcher({ className, tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other = locales.find((code) => code !== locale) ?? locale;
  return (
    <Link
      to={`${localizePath(pathname, other)}${search}${hash}`}
      hrefLang={localeTags[other].hreflang}
      lang={other}
      aria-label={t("language.switchToLong")}
      onClick={() => rememberLanguage(other)}
      className={cn(
        "inline-flex h-10 items-center gap-1.5 rounded-pill px-3 text-sm font-semibold transition-colors",
        tone === "light" ? "text-white hover:bg-white/10" : "text-navy-800 hover:bg-navy-50",
        className,
      )}
    >
      <Globe aria-hidden="true" className="size-4" />
      <span>{t("language.switchTo")}</span>
    </Link>
  );
}
