/**
 * The theme control's choice (decision 0026): "light" or "dark" is stored under this key; no entry
 * means "follow the system" (prefers-color-scheme, through `light-dark()` in src/styles/app.css).
 */
export const themeStorageKey = "theme";
export const themeChoices = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof themeChoices)[number];
/** The browser's bars take the header's background in each theme (meta theme-color). */
export const themeColors = { light: "#ffffff", dark: "#0b1329" } as const;

/**
 * The inline head script's part (decision 0026), self-contained like `detectLanguage` (it is inlined as
 * source): applies the stored choice to <html data-theme> and the color-scheme and theme-color metas
 * before the first paint; marks the control's radios (the header's, and the mobile menu's copy of them
 * once it is open) when the document is parsed and on every choice; handles a choice from the document,
 * so the control works before any module script runs, or if none does.
 */
export function applyThemeChoice(doc: Document, key: string, colors: { light: string; dark: string }): void {
  const root = doc.documentElement;
  const stored = (): string => {
    try {
      const value = localStorage.getItem(key);
      return value === "light" || value === "dark" ? value : "system";
    } catch {
      return "system";
    }
  };
  const apply = (choice: string) => {
    if (choice === "system") root.removeAttribute("data-theme");
    else root.setAttribute("data-theme", choice);
    const scheme = doc.querySelector('meta[name="color-scheme"]');
    if (scheme) scheme.setAttribute("content", choice === "system" ? "light dark" : choice);
    // One theme-color per system scheme (media queries); a choice gives both its colour.
    const bars = doc.querySelectorAll('meta[name="theme-color"]');
    for (let i = 0; i < bars.length; i++) {
      const own = bars[i]!.getAttribute("media") || "";
      const theme = choice === "system" ? (own.indexOf("dark") >= 0 ? "dark" : "light") : choice;
      bars[i]!.setAttribute("content", theme === "dark" ? colors.dark : colors.light);
    }
  };
  const mark = (choice: string) => {
    const radios = doc.querySelectorAll<HTMLInputElement>("input[data-theme-choice]");
    for (let i = 0; i < radios.length; i++) radios[i]!.checked = radios[i]!.value === choice;
  };
  apply(stored());
  doc.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement | null;
    if (!input || !input.matches || !input.matches("input[data-theme-choice]")) return;
    try {
      if (input.value === "system") localStorage.removeItem(key);
      else localStorage.setItem(key, input.value);
    } catch {
      // storage blocked: the choice holds for this page only
    }
    apply(input.value);
    mark(input.value);
  });
  doc.addEventListener("DOMContentLoaded", () => mark(stored()));
}
