import { Globe } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { Link, useLocation } from "~/lib/router";
import { rememberLanguage } from "~/i18n/detect";
import { localeTags, localizePath, locales } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

/** Links to the same page in the other language; the choice is remembered and wins over detection. */
export function LanguageSwitcher({
  className,
  tone = "dark",
  onNavigate,
}: {
  className?: string;
  tone?: "dark" | "light";
  /** Called when the link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search, hash, notFound } = useLocation();
  const other = locales.find((code) => code !== locale) ?? locale;
  // On a not-found page (prerendered at /404, served for any unknown path) there is no page to
  // translate: offer the other language's home page instead of another 404.
  // A leftover ?lng= would outrank the choice made here on the next load: drop it.
  const params = new URLSearchParams(search);
  params.delete("lng");
  const query = params.toString() ? `?${params.toString()}` : "";
  const to = !notFound ? `${localizePath(pathname, other)}${query}${hash}` : localizePath("/", other);
  return (
    <Link
      to={to}
      hrefLang={localeTags[other].hreflang}
      lang={other}
      aria-label={t("language.switchToLong")}
      onClick={() => {
        rememberLanguage(other);
        onNavigate?.();
      }}
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
