import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { LogoMark } from "~/chrome/logo";

/**
 * The product's own window on a dark hero: the logo, "app / view" and a green status pill above the
 * visual's body. The whole window is one image named by `alt` (build time only, like every visual).
 */
export function DarkAppWindow({
  alt,
  app,
  view,
  status,
  className,
  children,
}: {
  alt: string;
  app: string;
  view: string;
  status: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="img" aria-label={alt} className={cn("relative mx-auto w-full max-w-xl", className)}>
      <div className="rounded-[1.6rem] bg-white/6 p-2 ring-1 ring-white/15">
        <div className="bg-navy-900 overflow-hidden rounded-[1.2rem] text-white shadow-[0_40px_80px_-30px_rgb(0_0_0/0.6)] ring-1 ring-white/10">
          <div className="flex items-center gap-3 border-b border-white/10 px-4 py-3">
            <LogoMark className="size-6" />
            <span className="truncate text-xs font-semibold">
              {app} <span className="text-navy-300 font-normal">/ {view}</span>
            </span>
            <span className="ml-auto inline-flex shrink-0 items-center gap-1.5 rounded-pill bg-emerald-400/15 px-2 py-0.5 text-[0.6875rem] font-semibold text-emerald-200">
              <span className="size-1.5 rounded-full bg-emerald-400" />
              {status}
            </span>
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}
