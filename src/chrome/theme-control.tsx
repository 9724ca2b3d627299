import { Monitor, Moon, Sun, SunMoon } from "lucide-react";
import { segmentClass, segmentTrackClass } from "~/components/ui/choice-tabs";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";
import { themeChoices, type ThemeChoice } from "./theme";

const icons: Record<ThemeChoice, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

/**
 * Light, dark or system as a radio group (decision 0026). Static markup: the inline head script marks
 * the stored choice and applies a change (src/chrome/theme.ts), so it works before any module script.
 * Hidden without JavaScript (`data-js-only`): nothing could remember the choice; the system rules.
 * Each group needs its own `name`: the header's and the mobile menu's are on one page.
 */
export function ThemeChoices({ name, className }: { name: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className={cn("min-w-0", className)}>
      <legend className="text-ink-muted mb-2 text-sm font-semibold">{t("theme.label")}</legend>
      <div className={cn("bg-surface-muted grid grid-cols-3 gap-1", segmentTrackClass)}>
        {themeChoices.map((choice) => {
          const Icon = icons[choice];
          return (
            <label key={choice} className={cn(segmentClass, "flex h-9 gap-1.5 px-3")}>
              <input type="radio" name={name} value={choice} defaultChecked={choice === "system"} data-theme-choice="" className="sr-only" />
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span>{t(`theme.${choice}`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The header's control: a button that opens the choices in a popover. The platform opens, places in
 * the tab order, light-dismisses and closes it on Escape; no script is involved.
 */
export function ThemeMenu({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { t } = useTranslation();
  return (
    <div data-js-only="">
      <button
        type="button"
        popoverTarget="theme-menu"
        title={t("theme.open")}
        className={cn(
          "inline-flex size-10 items-center justify-center rounded-full",
          // "light": on a header that is dark in both themes (/home-4), as the language switcher's tone.
          tone === "light" ? "text-white hover:bg-white/10" : "text-ink hover:bg-surface-strong",
        )}
      >
        <SunMoon aria-hidden="true" className="size-5" />
        <span className="sr-only">{t("theme.open")}</span>
      </button>
      <div
        id="theme-menu"
        popover="auto"
        className="theme-menu bg-surface-raised text-ink ring-line shadow-lift fixed inset-auto top-19 right-[max(1.25rem,calc((100vw-80rem)/2+2rem))] m-0 w-[min(22rem,calc(100vw-2.5rem))] rounded-card p-4 ring-1"
      >
        <ThemeChoices name="theme" />
      </div>
    </div>
  );
}
