import { LogoMark } from "~/chrome/logo";
import type { Home4Content } from "~/content/schemas/landing";

/**
 * The still of the product video (build time only): a dark product frame with the tour's title, its
 * chapters and a timeline. The Play button of `VideoLightbox` sits on top of it.
 */
export function VideoPoster({ poster }: { poster: Home4Content["video"]["poster"] }) {
  return (
    <div className="relative isolate aspect-video w-full overflow-hidden rounded-card bg-[linear-gradient(135deg,var(--color-navy-800),var(--color-navy-950)_65%)] ring-1 ring-white/15">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [background-image:linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] [background-size:40px_40px]"
      />
      <div aria-hidden="true" className="bg-primary-600/40 absolute -right-20 -bottom-24 -z-10 size-96 rounded-full blur-3xl" />
      <div className="flex h-full flex-col justify-between p-5 sm:p-8">
        <div className="flex items-center gap-3">
          <LogoMark className="size-8" />
          <p className="font-display text-base font-semibold text-white sm:text-xl">{poster.title}</p>
        </div>
        <div>
          <ol className="hidden gap-3 sm:grid sm:grid-cols-3">
            {poster.chapters.map((chapter, index) => (
              <li key={chapter} className="text-navy-200 text-sm">
                <span className="font-display mr-2 text-cyan-300 tabular-nums">{String(index + 1).padStart(2, "0")}</span>
                {chapter}
              </li>
            ))}
          </ol>
          <div className="mt-4 flex items-center gap-3">
            <div aria-hidden="true" className="h-1 flex-1 overflow-hidden rounded-full bg-white/15">
              <div className="h-full w-1/3 rounded-full bg-cyan-300" />
            </div>
            <p className="text-navy-200 text-sm tabular-nums">{poster.duration}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
