import { statSync } from "node:fs";
import { join, relative } from "node:path";
// Relative imports only: the blog's check (src/content/blog/posts.ts) runs from astro.config.ts too.
import { maxPictureBytes, mediaPrefix } from "./schemas/media";

/**
 * What is wrong with an upload a content file names (`media/<file>`) in the content folder `dir`,
 * or undefined: it must be in `dir`/media/ and no larger than the CMS accepts. The shape of the name
 * (a picture's extension) is the schema's to check.
 */
export function uploadProblem(dir: string, image: string): string | undefined {
  const path = join(dir, "media", image.slice(mediaPrefix.length));
  let bytes: number;
  try {
    bytes = statSync(path).size;
  } catch {
    return `${image} is not in ${relative(process.cwd(), join(dir, "media"))}/ (upload it in /admin)`;
  }
  return bytes > maxPictureBytes ? `${image} is ${(bytes / 1_000_000).toFixed(1)} MB; at most ${maxPictureBytes / 1_000_000} MB` : undefined;
}
