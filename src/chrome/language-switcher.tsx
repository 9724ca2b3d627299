import { Globe } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { usePageLocation } from "~/lib/page-location";
import { localeTags, localizePath, locales } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

/**
 * Links to the same page in the other language. Static markup: the inline head script remembers the
 * choice so it wins over detection (src/i18n/detect.ts), the site script keeps the query and hash
 * (src/chrome/language.ts).
 */
export function LanguageSwitcher({ className, tone = "dark", compact }: { className?: string; tone?: "dark" | "light"; compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, notFound } = usePageLocation();
  const other = locales.find((code) => code !== locale) ?? locale;
  // On a not-found page (prerendered at /404, served for any unknown path) there is no page to
  // translate: offer the other language's home page instead of another 404.
  const to = localizePath(notFound ? "/" : pathname, other);
  return (
    <a
      href={to}
      hrefLang={localeTags[other].hreflang}
      lang={other}
      aria-label={t("language.switchToLong")}
      className={cn(
        "inline-flex h-10 items-center gap-1.5 rounded-pill px-3 text-sm font-semibold transition-colors",
        tone === "light" ? "text-white hover:bg-white/10" : "text-ink hover:bg-surface-strong",
        className,
      )}
    >
      <Globe aria-hidden="true" className="size-4" />
      {/* compact: only the globe on a phone, where a landing header also holds the theme control. */}
      <span className={compact ? "max-sm:sr-only" : undefined}>{t("language.switchTo")}</span>
    </a>
  );
}
