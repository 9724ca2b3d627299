import { CircleCheck, SendHorizontal, Users } from "lucide-react";
import { LogoMark } from "~/chrome/logo";
import { Monogram } from "~/components/visuals/monogram";
import type { ChatVisualCopy } from "~/content/schemas/landing";
import { cn } from "~/lib/cn";

/**
 * The chatbot page's crafted visual (build time only): a buyer asks the assistant about a late
 * order, the assistant brings the supplier into the thread, and the agreed change lands in the ERP.
 * One image, named by `alt`.
 */
export function ChatVisual({ copy, className }: { copy: ChatVisualCopy; className?: string }) {
  return (
    <div role="img" aria-label={copy.alt} className={cn("relative mx-auto w-full max-w-xl", className)}>
      <div className="ring-line shadow-card bg-surface-raised relative overflow-hidden rounded-[1.4rem] ring-1">
        <div className="border-line flex items-center gap-3 border-b px-4 py-3 sm:px-5">
          <LogoMark className="size-7" />
          <div className="min-w-0">
            <p className="text-ink text-sm font-semibold">{copy.app}</p>
            <p className="text-ink-muted truncate text-xs">{copy.channel}</p>
          </div>
          <span className="bg-info-soft text-info-ink ml-auto inline-flex shrink-0 items-center gap-1.5 rounded-pill px-2.5 py-1 text-xs font-semibold">
            <Users aria-hidden="true" className="size-3.5" />
            {copy.status}
          </span>
        </div>
        <ol className="bg-surface-muted/60 space-y-3 px-4 py-5 sm:px-5">
          {copy.messages.map((message) => {
            const mine = message.from === "buyer";
            return (
              <li key={message.id} className={cn("flex items-end gap-2.5", mine && "flex-row-reverse")}>
                {message.from === "assistant" ? <LogoMark className="size-8" /> : <Monogram name={message.author} size="sm" />}
                <div className={cn("max-w-[80%]", mine && "text-right")}>
                  <p className="text-ink-muted mb-1 text-[0.6875rem]">
                    <span className="text-ink font-semibold">{message.author}</span> · {message.time}
                  </p>
                  <p
                    className={cn(
                      "rounded-2xl px-3.5 py-2.5 text-left text-[0.8125rem] leading-relaxed",
                      mine && "bg-primary-600 rounded-br-md text-white",
                      message.from === "assistant" && "ring-line bg-surface-raised text-ink rounded-bl-md ring-1",
                      message.from === "supplier" && "bg-accent-soft text-ink rounded-bl-md",
                    )}
                  >
                    {message.text}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="border-line flex items-center gap-3 border-t px-4 py-3 sm:px-5">
          <span className="text-ink-muted flex-1 truncate text-sm">{copy.composer}</span>
          <span className="bg-primary-600 grid size-8 place-items-center rounded-full text-white">
            <SendHorizontal aria-hidden="true" className="size-4" />
          </span>
        </div>
      </div>
      <div className="ring-line shadow-lift bg-surface-raised relative mt-4 flex items-start gap-3 rounded-2xl p-4 ring-1 sm:absolute sm:-right-6 sm:-bottom-10 sm:mt-0 sm:max-w-xs">
        <CircleCheck aria-hidden="true" className="mt-0.5 text-success-ink size-5 shrink-0" />
        <div>
          <p className="text-xs font-semibold text-success-ink tracking-wide uppercase">{copy.result.label}</p>
          <p className="mt-1 text-ink text-sm font-semibold">{copy.result.title}</p>
          <p className="text-ink-muted mt-0.5 text-xs">{copy.result.text}</p>
        </div>
      </div>
    </div>
  );
}
