import { Play } from "lucide-react";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { ExternalLink } from "~/components/ui/button";
import { useTranslation } from "~/i18n/translate";

// The dialog (consent prompt, iframe) is inert until Play is pressed, so its code loads on first use,
// prefetched on hover or focus of Play, as the header's mobile menu does.
const loadDialog = () => import("./video-dialog");
const VideoDialog = lazy(() => loadDialog().then((module) => ({ default: module.VideoDialog })));

type VideoLightboxProps = {
  /** The privacy-enhanced embed address (`site.links.videoEmbedBase` + id). */
  embedUrl: string;
  /** The dialog's title and the iframe's name. */
  title: string;
  duration: string;
  /** The still under the Play button (static markup, rendered at build time). */
  children: ReactNode;
};

/**
 * SPEC §4 "Video lightbox": the Play button opens a native modal dialog with the product video
 * (SPEC §7). Escape, the close button and a click on the backdrop close it; focus returns to Play.
 * The video comes from a third party that may set cookies, so its iframe exists only after consent
 * to the "media" category (as the scheduling widget on /contact); until then the dialog offers that
 * consent or the video in a new tab. Without JavaScript the still is followed by that link.
 */
export function VideoLightbox({ embedUrl, title, duration, children }: VideoLightboxProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);

  const show = () => {
    setDialogLoaded(true);
    setOpen(true);
  };

  return (
    <div className="relative">
      {children}
      <button
        ref={trigger}
        type="button"
        data-js-only=""
        onClick={show}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        className="group absolute inset-0 grid place-items-center rounded-card"
      >
        <span className="text-navy-950 shadow-lift grid size-20 place-items-center rounded-full bg-white transition-transform group-hover:bg-cyan-100 motion-safe:group-hover:scale-105 sm:size-24">
          <Play aria-hidden="true" className="ml-1 size-8 fill-current" />
        </span>
        <span className="sr-only">
          {t("landing.video.play")}, {t("landing.video.duration", { duration })}
        </span>
      </button>
      <p data-nojs-show="" hidden className="mt-4 text-center">
        <ExternalLink href={embedUrl} className="font-semibold text-cyan-200 underline underline-offset-4" icon>
          {t("landing.video.open")}
        </ExternalLink>
      </p>

      {dialogLoaded ? (
        <Suspense fallback={null}>
          <VideoDialog
            embedUrl={embedUrl}
            title={title}
            open={open}
            onClose={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
