import { Play } from "lucide-react";
import { useId, type ReactNode } from "react";
import { ExternalLink } from "~/components/ui/button";
import { useTranslation } from "~/i18n/translate";
import { VideoDialog } from "./video-dialog";

type VideoLightboxProps = {
  /** The privacy-enhanced embed address (`site.links.videoEmbedBase` + id). */
  embedUrl: string;
  /** The dialog's title and the iframe's name. */
  title: string;
  duration: string;
  /** The still under the Play button. */
  children: ReactNode;
};

/**
 * SPEC §4 "Video lightbox", static markup: the Play button opens a native modal dialog with the
 * product video (SPEC §7) through the `dialog` behaviour from the first paint (src/behaviours/);
 * Escape, the close button and a click on the backdrop close it, and focus returns to Play. The
 * video comes from a third party that may set cookies, so its iframe exists only after consent to
 * the "media" category (as the scheduling widget on /contact): ./video-embed.ts puts it in and takes
 * it out. Without JavaScript the still is followed by a link to the video in a new tab.
 */
export function VideoLightbox({ embedUrl, title, duration, children }: VideoLightboxProps) {
  const { t } = useTranslation();
  const dialogId = useId();
  return (
    <div className="relative">
      {children}
      <button
        type="button"
        data-js-only=""
        data-dialog-open={dialogId}
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
      <VideoDialog id={dialogId} embedUrl={embedUrl} title={title} />
    </div>
  );
}
