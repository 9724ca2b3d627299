import type { ComponentProps } from "react";
import { VideoLightbox } from "~/components/embeds/video-lightbox";
import { InScope, type IslandScope } from "./scope";

/**
 * Island: the video's Play button and its consent-gated dialog (SPEC §4 "Video lightbox"); the still
 * arrives as static children, the dialog's code on the first hover, focus or press of Play.
 */
export default function LandingVideoIsland({ scope, ...props }: { scope: IslandScope } & ComponentProps<typeof VideoLightbox>) {
  return (
    <InScope scope={scope}>
      <VideoLightbox {...props} />
    </InScope>
  );
}
