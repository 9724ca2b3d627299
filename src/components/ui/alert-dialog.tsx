import { CircleAlert } from "lucide-react";
import { cn } from "~/lib/cn";
import { buttonVariants } from "./button";

/** One message the alert can show; `kind` is how the page's script asks for it. */
type AlertMessage = { kind: string; text: string };

type AlertDialogProps = {
  id: string;
  title: string;
  /** The first is the one described by default; the others start hidden. */
  messages: readonly [AlertMessage, ...AlertMessage[]];
  okLabel: string;
};

/**
 * The site's alert (SPEC §4 "Dialog", §5, §8) as prerendered markup: a native `<dialog>` that a page
 * script opens with `showModal()` after picking its message (src/behaviours/forms.ts). The platform
 * moves focus in, makes the page inert, closes it on Escape and returns focus; the OK button closes it
 * through `<form method="dialog">` and a click on the backdrop through `data-light-dismiss`
 * (src/behaviours/dialog.ts). Closed, it takes no space and is never shown without JavaScript.
 */
export function AlertDialog({ id, title, messages, okLabel }: AlertDialogProps) {
  return (
    <dialog
      id={id}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-${messages[0].kind}`}
      data-light-dismiss=""
      className={cn(
        // SPEC §9: the dialog is 478 px wide by default.
        "text-ink rounded-card shadow-lift m-auto max-h-[calc(100dvh-2rem)] w-[478px] max-w-[calc(100vw-2rem)] overflow-y-auto bg-surface-raised p-0",
        "backdrop:bg-navy-950/55 backdrop:backdrop-blur-[2px]",
        "transition-[opacity,scale] duration-200 ease-out starting:open:scale-95 starting:open:opacity-0",
      )}
    >
      <div className="p-6 sm:p-7">
        <div className="flex items-start gap-4">
          <span aria-hidden="true" className="bg-accent-soft text-accent-ink inline-flex size-11 shrink-0 items-center justify-center rounded-full">
            <CircleAlert className="size-6" />
          </span>
          <div className="min-w-0 flex-1 pt-1">
            <h2 id={`${id}-title`} className="font-display text-ink text-xl leading-snug font-semibold">
              {title}
            </h2>
            {messages.map(({ kind, text }, index) => (
              // pre-wrap keeps SPEC's spacing exactly as written; long words wrap instead of overflowing.
              <p
                key={kind}
                id={`${id}-${kind}`}
                data-alert-message={kind}
                hidden={index > 0}
                className="text-ink-muted mt-2 leading-relaxed break-words whitespace-pre-wrap"
              >
                {text}
              </p>
            ))}
          </div>
        </div>
        <form method="dialog" className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="submit" className={cn(buttonVariants({ variant: "primary" }), "min-w-24")}>
            {okLabel}
          </button>
        </form>
      </div>
    </dialog>
  );
}
