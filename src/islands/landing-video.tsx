import { VideoLightbox } from "~/components/embeds/video-lightbox";
import { island } from "./scope";

/**
 * Island: the video's Play button and its consent-gated dialog (SPEC §4 "Video lightbox"); the still
 * arrives as static children, the dialog's code on the first hover, focus or press of Play.
 */
export default island(VideoLightbox);
