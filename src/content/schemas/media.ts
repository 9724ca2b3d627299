import { z } from "zod";
import { text } from "./text";

/**
 * Where the CMS puts uploads (`media_folder`) and how a content file names one (`public_folder`).
 * No leading slash: Decap reads `/media/<file>` as an address on the site, which never serves an
 * upload, and shows a broken thumbnail; `media/<file>` it finds in the media folder (a draft's
 * upload, or the repository's file).
 */
export const mediaFolder = "content/media";
export const mediaPrefix = "media/";

/** The kinds of picture the image pipeline reads (sharp); the CMS lists the same. */
export const pictureExtensions = ["jpg", "jpeg", "png", "webp", "avif"] as const;

/** The largest upload the CMS accepts and the build reads: a phone photo fits, a raw camera file does not. */
export const maxPictureBytes = 5_000_000;

/**
 * An uploaded picture as a content file names it: `media/<file>`, the file in content/media/.
 * The build serves it through the image pipeline, never as uploaded (src/content/media.ts).
 */
export const mediaPath = z
  .string({ error: "is required" })
  .regex(
    new RegExp(`^${mediaPrefix}[a-z0-9][a-z0-9._-]*\\.(${pictureExtensions.join("|")})$`, "i"),
    `must be a picture uploaded in /admin (${pictureExtensions.join(", ")}), named media/<file>`,
  )
  .meta({ cmsWidget: "image", maxBytes: maxPictureBytes });

/** A photo with its description, which is written in each language; the picture is the same in both. */
export const photoSchema = z.strictObject({
  image: mediaPath.describe(`A JPEG, PNG, WebP or AVIF of at most ${maxPictureBytes / 1_000_000} MB. The site makes the small and modern versions itself.`),
  alt: text.describe("What the photo shows, for people who cannot see it (\"Elin at the whiteboard\"). Required in each language."),
});

export type Photo = z.infer<typeof photoSchema>;

const blank = (value: unknown) => value == null || value === "";

/**
 * A member's or project's photo, which may be left out. /admin's "Remove image" (with the alt boxes
 * cleared) writes `{ image: "", alt: "" }`: that is no photo, so the drawing comes back.
 */
export const optionalPhoto = z.preprocess((value) => (value && typeof value === "object" && Object.values(value).every(blank) ? undefined : value), photoSchema.optional());
