import { ArrowLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useTranslation } from "~/i18n/translate";
import { Link, NavLink } from "react-router";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { site } from "~/config/site";
import { usePageHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { LanguageSwitcher } from "./language-switcher";
import { primaryNav, siteGroups, type SiteGroupId } from "./navigation";

type MobileMenuProps = {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * SPEC §2/§4 slide-in menu on a modal <dialog>: the browser traps focus and makes the page inert;
 * Escape, the overlay, the close control and any link close it; focus goes back to the toggle.
 * Levels: main list -> "More pages" submenu -> one group (the inner selection). Back clears the
 * inner selection first, then the submenu.
 */
export function MobileMenu({ open, onClose, returnFocusTo }: MobileMenuProps) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [submenu, setSubmenu] = useState<"more" | null>(null);
  const [inner, setInner] = useState<SiteGroupId | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
    }
  }, [open, returnFocusTo]);

  // Every way out resets the levels, so the menu always opens at the top.
  const close = () => {
    setSubmenu(null);
    setInner(null);
    onClose();
  };

  // A modal dialog keeps focus out of the page, but Tab can still leave for the browser's own UI:
  // wrap it around inside the menu instead (SPEC §4: focus is trapped while open).
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'),
    ).filter((element) => element.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const back = () => {
    if (inner) setInner(null);
    else setSubmenu(null);
  };

  const group = siteGroups.find((entry) => entry.id === inner);
  const heading = group ? t(group.label) : submenu ? t("menu.more") : t("menu.title");
  const linkClass = "flex items-center justify-between rounded-xl px-4 py-3 text-lg font-semibold text-navy-900 hover:bg-navy-50";

  return (
    // The backdrop belongs to the <dialog> box itself; keyboard users close with Escape or the close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id="mobile-menu"
      aria-labelledby="mobile-menu-title"
      className="mobile-menu fixed inset-0 m-0 ml-auto h-dvh max-h-none w-[min(24rem,88vw)] max-w-none bg-white p-0 shadow-2xl backdrop:bg-navy-950/60 lg:hidden"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // A click on the dialog box itself (not its content) is a click on the overlay.
        if (event.target === event.currentTarget) close();
      }}
      onKeyDown={trapFocus}
    >
      <div className="flex h-full flex-col">
        <div className="border-line flex h-16 items-center gap-2 border-b px-3">
          {submenu ? (
            <button type="button" onClick={back} className="text-navy-900 hover:bg-navy-50 inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t("menu.back")}
            </button>
          ) : null}
          <h2 id="mobile-menu-title" className={cn("font-display text-lg font-semibold", submenu ? "" : "pl-2")}>
            {heading}
          </h2>
          <button type="button" onClick={close} className="text-navy-900 hover:bg-navy-50 ml-auto inline-flex size-10 items-center justify-center rounded-full">
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{t("menu.close")}</span>
          </button>
        </div>

        <nav aria-labelledby="mobile-menu-title" className="flex-1 overflow-y-auto p-3">
          {!submenu ? (
            <ul className="space-y-1">
              {primaryNav.map((item) => (
                <li key={item.id}>
                  <NavLink
                    to={pageHref(item.id)}
                    onClick={close}
                    className={({ isActive }) => cn(linkClass, isActive && "bg-primary-50 text-primary-700 hover:bg-primary-50")}
                  >
                    <span>
                      {item.branded ? <span className="sr-only">{site.name} </span> : null}
                      {t(item.label)}
                    </span>
                  </NavLink>
                </li>
              ))}
              <li>
                <button type="button" onClick={() => setSubmenu("more")} className={cn(linkClass, "w-full")}>
                  {t("menu.more")}
                  <ChevronRight aria-hidden="true" className="text-navy-600 size-5" />
                </button>
              </li>
            </ul>
          ) : !group ? (
            <ul className="space-y-1">
              {siteGroups.map((entry) => (
                <li key={entry.id}>
                  <button type="button" onClick={() => setInner(entry.id)} className={cn(linkClass, "w-full")}>
                    {t(entry.label)}
                    <ChevronRight aria-hidden="true" className="text-navy-600 size-5" />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <ul className="space-y-1">
              {group.pages.map((page) => (
                <li key={page.id}>
                  <Link to={pageHref(page.id)} onClick={close} className={linkClass}>
                    {t(page.label)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>

        <div className="border-line space-y-3 border-t p-4">
          <div className="grid grid-cols-2 gap-3">
            <ButtonLink to={pageHref("login")} variant="secondary" onClick={close}>
              {t("header.login")}
            </ButtonLink>
            <ButtonLink to={pageHref("signup")} variant="secondary" onClick={close}>
              {t("header.signup")}
            </ButtonLink>
          </div>
          <ExternalButtonLink href={site.links.scheduling} className="w-full" onClick={close}>
            {t("header.getStarted")}
          </ExternalButtonLink>
          <LanguageSwitcher className="w-full justify-center" onNavigate={close} />
        </div>
      </div>
    </dialog>
  );
}
