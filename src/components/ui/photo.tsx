import type { Picture } from "~/content/media";
import { cn } from "~/lib/cn";

type PhotoProps = {
  picture: Picture;
  /** The slot's width at each breakpoint, so the browser fetches the smallest width that fills it. */
  sizes: string;
  /** Eager only for a photo in the first screen (a page's hero); cards load as they near the view. */
  loading?: "lazy" | "eager";
  className?: string;
};

/**
 * A content photo as `<picture>`: AVIF, then WebP, at the widths the build made (src/content/media.ts),
 * with its intrinsic width and height so the box is reserved before it loads; the build has already
 * cropped it to its slot's shape, so it needs no object-fit. Build time only.
 */
export function Photo({ picture, sizes, loading = "lazy", className }: PhotoProps) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        sizes={sizes}
        loading={loading}
        decoding="async"
        {...(loading === "eager" ? { fetchPriority: "high" as const } : {})}
        className={cn("block h-auto w-full", className)}
      />
    </picture>
  );
}
