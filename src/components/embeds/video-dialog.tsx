import { X } from "lucide-react";
import { useId } from "react";
import { Button, ExternalButtonLink } from "~/components/ui/button";
import { useTranslation } from "~/i18n/translate";

type VideoDialogProps = {
  /** The id the Play button names in `data-dialog-open`. */
  id: string;
  embedUrl: string;
  title: string;
};

/**
 * The lightbox's modal dialog, closed in the HTML. The close button is a `<form method="dialog">`
 * button and a backdrop click closes it (`data-light-dismiss`), both without this page's script.
 * Until there is consent to "media" it shows the consent prompt; the player waits in a <template>,
 * where its iframe loads nothing, for ./video-embed.ts to put it on the stage.
 */
export function VideoDialog({ id, embedUrl, title }: VideoDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      data-light-dismiss=""
      data-video-dialog=""
      className="on-dark m-auto w-[min(64rem,calc(100vw-2rem))] max-w-none rounded-card bg-navy-900 p-0 text-white ring-1 ring-white/15 backdrop:bg-navy-950/85"
    >
      <div className="flex items-center justify-between gap-4 px-5 py-3 sm:px-6">
        <h2 id={titleId} className="font-display text-lg font-semibold">
          {title}
        </h2>
        <form method="dialog">
          <button
            type="submit"
            data-video-close=""
            className="grid size-11 shrink-0 place-items-center rounded-full text-white ring-1 ring-white/30 ring-inset transition-colors hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("landing.video.close")}</span>
          </button>
        </form>
      </div>
      <div className="aspect-video w-full bg-black" data-video-stage="">
        <div data-consent-prompt="" className="flex h-full flex-col items-center justify-center px-6 py-8 text-center">
          <p id={textId} className="text-navy-200 max-w-md leading-relaxed">
            {t("consent.media.blocked", { provider: t("landing.video.provider") })}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button variant="light" aria-describedby={textId} data-consent-allow="media">
              {t("consent.media.allow")}
            </Button>
            <ExternalButtonLink href={embedUrl} variant="outlineLight" icon>
              {t("landing.video.open")}
            </ExternalButtonLink>
          </div>
          <p className="text-navy-300 mt-5 max-w-xs text-sm">{t("landing.video.withdraw")}</p>
        </div>
        <template data-video-player="">
          <iframe
            src={`${embedUrl}?autoplay=1&rel=0`}
            title={title}
            className="size-full"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </template>
      </div>
    </dialog>
  );
}
