import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button, ExternalButtonLink } from "~/components/ui/button";
import { grantConsent, useConsent } from "~/consent";
import { useTranslation } from "~/i18n/translate";

type VideoDialogProps = {
  embedUrl: string;
  title: string;
  open: boolean;
  /** Called when the dialog has closed (Escape, close button, backdrop). */
  onClose: () => void;
};

/**
 * The lightbox's modal dialog, loaded on the first press of Play (see `VideoLightbox`). It opens
 * itself whenever `open` turns true; the iframe exists only while open and with "media" consent.
 */
export function VideoDialog({ embedUrl, title, open, onClose }: VideoDialogProps) {
  const { t } = useTranslation();
  const allowed = useConsent("media");
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  // The consent button disappears once clicked; focus then moves to the close button, not into the
  // player: Firefox and Safari keep every key pressed inside a cross-origin frame from the page, so
  // Escape would no longer close the dialog. The player is one Tab away.
  const [requested, setRequested] = useState(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  useEffect(() => {
    if (open && allowed && requested) close.current?.focus();
  }, [open, allowed, requested]);

  return (
    <>
      {/* Escape closes the dialog natively; the click handler only adds closing on the backdrop. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself; clicks on its content do not.
          if (event.target === dialog.current) dialog.current.close();
        }}
        className="on-dark m-auto w-[min(64rem,calc(100vw-2rem))] max-w-none rounded-card bg-navy-900 p-0 text-white ring-1 ring-white/15 backdrop:bg-navy-950/85"
      >
        <div className="flex items-center justify-between gap-4 px-5 py-3 sm:px-6">
          <h2 id={titleId} className="font-display text-lg font-semibold">
            {title}
          </h2>
          <button
            ref={close}
            type="button"
            onClick={() => dialog.current?.close()}
            className="grid size-11 shrink-0 place-items-center rounded-full text-white ring-1 ring-white/30 ring-inset transition-colors hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("landing.video.close")}</span>
          </button>
        </div>
        <div className="aspect-video w-full bg-black">
          {!open ? null : allowed ? (
            <iframe
              src={`${embedUrl}?autoplay=1&rel=0`}
              title={title}
              className="size-full"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <div className="flex h-full flex-col items-center justify-center px-6 py-8 text-center">
              <p id={textId} className="text-navy-200 max-w-md leading-relaxed">
                {t("consent.media.blocked", { provider: t("landing.video.provider") })}
              </p>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                <Button
                  variant="light"
                  aria-describedby={textId}
                  onClick={() => {
                    setRequested(true);
                    grantConsent("media");
                  }}
                >
                  {t("consent.media.allow")}
                </Button>
                <ExternalButtonLink href={embedUrl} variant="outlineLight" icon>
                  {t("landing.video.open")}
                </ExternalButtonLink>
              </div>
              <p className="text-navy-300 mt-5 max-w-xs text-sm">{t("landing.video.withdraw")}</p>
            </div>
          )}
        </div>
      </dialog>
    </>
  );
}
