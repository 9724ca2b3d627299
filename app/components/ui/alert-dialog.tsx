import { CircleAlert, CircleCheck, Info, LoaderCircle, TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { createRoot } from "react-dom/client";
import { cn } from "~/lib/cn";
import { buttonVariants } from "./button";

/**
 * The site's one alert dialog (SPEC §4 "Dialog", §9): a promise-based call that mounts a native modal
 * `<dialog>` on demand, so no layout has to host it. The browser traps focus and makes the page inert;
 * this module adds the outside click, the optional timer, the loading state and the resolved value.
 *
 *   const result = await openAlertDialog({ title, message, buttons: [{ value: "confirm", label: "OK" }] });
 *
 * Pages load it with a dynamic import() when an alert must show, so it costs no bundle up front.
 */

/** What the promise resolves with: the pressed action's value, or "dismiss" (Escape, outside click, timer, abort). */
export type AlertDialogResult = "confirm" | "cancel" | "dismiss";
export type AlertDialogActionValue = Exclude<AlertDialogResult, "dismiss">;

export type AlertDialogAction<V extends AlertDialogActionValue = AlertDialogActionValue> = {
  value: V;
  label: string;
  /**
   * Runs when the button is pressed. If it returns a promise, the button shows a loading state until
   * the promise settles: the dialog then closes with this value, or stays open if the promise rejects
   * (the caller reports its own errors). Escape, outside clicks and the timer wait while it loads.
   */
  onPress?: () => unknown;
  /** Announced while the action loads, e.g. "Saving". */
  loadingLabel?: string;
};

/** SPEC §9: one button, or exactly two (cancel, then confirm). Anything else does not type-check. */
export type AlertDialogButtons = readonly [AlertDialogAction] | readonly [AlertDialogAction<"cancel">, AlertDialogAction<"confirm">];

export type AlertDialogTone = "error" | "warning" | "info" | "success";

export type AlertDialogOptions = {
  title: string;
  message: string;
  buttons: AlertDialogButtons;
  /** Sets the icon and colour. Defaults to "error". */
  tone?: AlertDialogTone;
  /** Close on its own after this many milliseconds (resolves "dismiss"); paused while the pointer rests on it. */
  timer?: number;
  /** Width in CSS pixels; never wider than the screen minus a margin. */
  width?: number;
  /** Where focus returns on closing; defaults to the element that had focus when it opened. */
  returnFocusTo?: HTMLElement | null;
  /** Aborting it closes the dialog (resolves "dismiss"). */
  signal?: AbortSignal;
  /** Language of the dialog's text, if it differs from the page's. */
  lang?: string;
};

/** SPEC §9 "Dialog default width". */
export const ALERT_DIALOG_WIDTH = 478;

export function openAlertDialog(options: AlertDialogOptions): Promise<AlertDialogResult> {
  // The type already says this; the runtime check catches untyped callers.
  const count = (options.buttons as readonly unknown[]).length;
  if (count < 1 || count > 2) return Promise.reject(new RangeError(`An alert dialog takes one or two buttons, not ${count}.`));
  if (options.signal?.aborted) return Promise.resolve("dismiss");

  const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  const returnFocusTo = options.returnFocusTo ?? opener;
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);

  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: AlertDialogResult) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener("abort", onAbort);
      const dialog = host.querySelector("dialog");
      if (dialog?.open) {
        if (typeof dialog.close === "function") dialog.close();
        else dialog.removeAttribute("open");
      }
      root.unmount();
      host.remove();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
      resolve(result);
    };
    const onAbort = () => finish("dismiss");
    options.signal?.addEventListener("abort", onAbort, { once: true });
    root.render(<AlertDialogView options={options} onDone={finish} />);
  });
}

const toneStyles: Record<AlertDialogTone, { icon: typeof CircleAlert; className: string }> = {
  error: { icon: CircleAlert, className: "bg-accent-100 text-accent-600" },
  warning: { icon: TriangleAlert, className: "bg-accent-100 text-accent-600" },
  info: { icon: Info, className: "bg-primary-100 text-primary-700" },
  success: { icon: CircleCheck, className: "bg-cyan-100 text-navy-800" },
};

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}

type ViewProps = { options: AlertDialogOptions; onDone: (result: AlertDialogResult) => void };

function AlertDialogView({ options, onDone }: ViewProps) {
  const { title, message, buttons, tone = "error", timer, width = ALERT_DIALOG_WIDTH, lang } = options;
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstButtonRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState<AlertDialogActionValue | null>(null);
  // Refs mirror state for native event paths that may run before React re-renders.
  const busyRef = useRef(false);
  const pressStartedOnBackdrop = useRef(false);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(timer ?? 0);

  const dismiss = useCallback(() => {
    if (!busyRef.current) onDone("dismiss");
  }, [onDone]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    // Focus the first button: with two, that is the cancel (least destructive) action.
    firstButtonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!timer || timer <= 0 || paused || busy) return;
    const startedAt = Date.now();
    const handle = window.setTimeout(() => onDone("dismiss"), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(handle);
      remaining.current -= Date.now() - startedAt;
    };
  }, [timer, paused, busy, onDone]);

  const press = (action: AlertDialogAction) => {
    if (busyRef.current) return;
    const outcome = action.onPress?.();
    if (!isThenable(outcome)) {
      onDone(action.value);
      return;
    }
    busyRef.current = true;
    setBusy(action.value);
    outcome.then(
      () => onDone(action.value),
      () => {
        busyRef.current = false;
        setBusy(null);
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Escape") return;
    // Handled here rather than left to the browser so Escape behaves the same everywhere.
    event.preventDefault();
    event.stopPropagation();
    dismiss();
  };

  const isBackdrop = (event: MouseEvent<HTMLDialogElement> | PointerEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return false;
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  };

  const { icon: Icon, className: iconClass } = toneStyles[tone];
  const busyAction = buttons.find((action) => action.value === busy);

  return (
    // Outside clicks land on the <dialog> box itself (its ::backdrop); keyboard users have Escape and the buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      lang={lang}
      style={{ width }}
      className={cn(
        "text-ink rounded-card shadow-lift m-auto max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] overflow-y-auto bg-white p-0",
        "backdrop:bg-navy-950/55 backdrop:backdrop-blur-[2px]",
        "transition-[opacity,scale] duration-200 ease-out starting:open:scale-95 starting:open:opacity-0",
      )}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      // The browser may close a modal without a cancelable event (repeated Escape): settle as dismissed.
      onClose={() => onDone("dismiss")}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = isBackdrop(event);
      }}
      // A press on the backdrop must not focus the dialog or start a selection in it: the dialog is
      // gone by the click, and Chromium then leaves the field that gets focus back unable to take typing.
      onMouseDown={(event) => {
        if (isBackdrop(event)) event.preventDefault();
      }}
      onClick={(event) => {
        if (pressStartedOnBackdrop.current && isBackdrop(event)) dismiss();
        pressStartedOnBackdrop.current = false;
      }}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
    >
      <div className="p-6 sm:p-7">
        <div className="flex items-start gap-4">
          <span aria-hidden="true" className={cn("inline-flex size-11 shrink-0 items-center justify-center rounded-full", iconClass)}>
            <Icon className="size-6" />
          </span>
          <div className="min-w-0 flex-1 pt-1">
            <h2 id={`${id}-title`} className="font-display text-navy-900 text-xl leading-snug font-semibold">
              {title}
            </h2>
            {/* pre-wrap keeps SPEC's spacing exactly as written; long words wrap instead of overflowing. */}
            <p id={`${id}-message`} className="text-ink-muted mt-2 leading-relaxed break-words whitespace-pre-wrap">
              {message}
            </p>
          </div>
        </div>
        <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {buttons.map((action, index) => {
            const loading = busy === action.value;
            const primary = action.value === "confirm" || buttons.length === 1;
            return (
              <button
                key={action.value}
                ref={index === 0 ? firstButtonRef : undefined}
                type="button"
                aria-disabled={busy ? true : undefined}
                aria-busy={loading || undefined}
                className={cn(buttonVariants({ variant: primary ? "primary" : "secondary" }), "min-w-24", busy && !loading && "opacity-60")}
                onClick={() => press(action)}
              >
                {loading ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
                {action.label}
              </button>
            );
          })}
        </div>
        <p role="status" className="sr-only">
          {busyAction?.loadingLabel ?? ""}
        </p>
      </div>
    </dialog>
  );
}
