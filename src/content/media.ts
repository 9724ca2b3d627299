import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import { mediaPrefix, type Photo } from "./schemas/media";

/**
 * The uploads (content/media/, `~content` is the folder the build reads) as the image pipeline's
 * sources. Build time only: a page gets the processed versions, never the uploaded file.
 */
const uploads = import.meta.glob<ImageMetadata>("~content/media/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}", { eager: true, import: "default" });
const byName = new Map(Object.entries(uploads).map(([path, image]) => [path.slice(path.lastIndexOf("/") + 1), image]));

/** A picture as a page shows it: AVIF and WebP sources at several widths, a WebP fallback, its box. */
export type Picture = {
  alt: string;
  src: string;
  width: number;
  height: number;
  sources: { type: string; srcSet: string }[];
};

/** The box a photo is cropped to, and the widths made of it (CSS pixels at 1x to 2x of the largest slot). */
export type PictureShape = { width: number; height: number; widths: readonly number[] };

/** A member's photo: square, as the drawn portrait (320 x 320) it replaces. */
export const portraitShape: PictureShape = { width: 640, height: 640, widths: [320, 480, 640] };
/** A project's photo: 16:10, as the drawn cover (640 x 400). */
export const coverShape: PictureShape = { width: 1280, height: 800, widths: [400, 640, 960, 1280] };
/** A blog post's photo: 16:9, as the drawn cover (640 x 360); the sidebar shows it 80 px wide. */
export const postShape: PictureShape = { width: 1280, height: 720, widths: [160, 320, 640, 960, 1280] };

/**
 * A content photo (`media/<file>`) through `astro:assets`: cropped to `shape` (centre), in AVIF
 * and WebP at `shape.widths`, never wider than the upload. src/content/files.ts has already checked
 * that the file is there.
 */
export async function pictureOf(photo: Photo | undefined, shape: PictureShape): Promise<Picture | undefined> {
  if (!photo) return undefined;
  const upload = byName.get(photo.image.slice(mediaPrefix.length));
  if (!upload) throw new Error(`${photo.image}: no such upload in content/media/`);
  // Astro's proxy counts a read of an import's fields as a use and then ships the original: read a copy.
  const source = (upload as ImageMetadata & { clone: ImageMetadata }).clone;
  // Never upscale: a small upload gives fewer widths at the same shape.
  const scale = Math.min(1, source.width / shape.width, source.height / shape.height);
  const width = Math.round(shape.width * scale);
  const height = Math.round(shape.height * scale);
  const widths = [...new Set([...shape.widths.filter((one) => one < width), width])];
  const made = (format: "avif" | "webp") => getImage({ src: upload, width, height, widths, format, fit: "cover", position: "center" });
  const [avif, webp] = await Promise.all([made("avif"), made("webp")]);
  return {
    alt: photo.alt,
    src: webp.src,
    width,
    height,
    sources: [
      { type: "image/avif", srcSet: avif.srcSet.attribute },
      { type: "image/webp", srcSet: webp.srcSet.attribute },
    ],
  };
}
