import { Inbox } from "lucide-react";
import { LogoMark } from "~/chrome/logo";
import type { MessageThreadCopy } from "~/content/schemas/product-visuals";
import { cn } from "~/lib/cn";
import { Monogram } from "./monogram";

/**
 * An e-mail thread Orkestra runs on its own (build time only): its messages and the people's replies
 * in turn, and the changes it made once the answer came. One image named by `alt`.
 */
export function MessageThread({ copy, className }: { copy: MessageThreadCopy; className?: string }) {
  return (
    <div role="img" aria-label={copy.alt} className={cn("relative mx-auto w-full max-w-xl", className)}>
      <div className="ring-line overflow-hidden rounded-[1.4rem] bg-surface-raised shadow-lift ring-1">
        <div className="border-line border-b px-4 py-3 sm:px-5">
          <p className="text-ink-muted flex items-center gap-2 text-xs font-semibold">
            <Inbox aria-hidden="true" className="size-4" />
            {copy.folder}
          </p>
          <p className="font-display mt-2 text-[0.9375rem] font-semibold text-ink">{copy.subject}</p>
        </div>
        <ol className="space-y-3 px-4 py-4 sm:px-5">
          {copy.messages.map((message) => {
            const ai = message.by === "ai";
            return (
              <li key={message.time + message.from} className={cn("flex gap-3", ai ? "" : "flex-row-reverse")}>
                {ai ? <LogoMark className="size-8" /> : <Monogram name={message.from} size="sm" />}
                <div className={cn("min-w-0 max-w-[85%] rounded-2xl px-3.5 py-2.5", ai ? "bg-brand-soft rounded-tl-md" : "bg-surface-muted rounded-tr-md")}>
                  <p className="flex items-baseline justify-between gap-3 text-xs">
                    <span className="truncate">
                      <span className="text-ink font-semibold">{message.from}</span>
                      <span className="text-ink-muted"> · {message.org}</span>
                    </span>
                    <span className="text-ink-muted shrink-0 font-mono text-[0.6875rem]">{message.time}</span>
                  </p>
                  <p className="mt-1 text-[0.8125rem] text-ink leading-relaxed">{message.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
        <ul className="border-line bg-surface-muted flex flex-wrap gap-2 border-t px-4 py-3 sm:px-5">
          {copy.outcomes.map((outcome) => (
            <li key={outcome} className="inline-flex items-center gap-1.5 bg-success-soft text-success-ink rounded-pill px-2.5 py-1 text-[0.6875rem] font-semibold ring-1 ring-emerald-600/20">
              <span className="size-1.5 rounded-full bg-emerald-600" />
              {outcome}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
