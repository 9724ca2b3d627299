import { cva } from "class-variance-authority";
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

type FieldTone = "light" | "dark";

/** What a Field hands its control: the id its label points at, and the invalid/description wiring. */
export type ControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

const controlVariants = cva(
  "block w-full min-w-0 border text-base transition-[background-color,border-color,color,box-shadow,transform] duration-150 focus-visible:outline-offset-1",
  {
    variants: {
      tone: {
        // Borders keep 3:1 against the surface (WCAG 1.4.11), the invalid state does not rely on colour alone.
        light:
          "border-ink-muted/70 text-ink placeholder:text-ink-muted/80 hover:border-ink aria-invalid:border-accent-ink aria-invalid:ring-accent-ink aria-invalid:ring-1 bg-surface-raised",
        dark: "border-white/40 bg-white/10 text-white placeholder:text-navy-300 hover:border-white/70 aria-invalid:border-accent-500",
      },
      kind: {
        input: "h-12 rounded-xl px-4",
        textarea: "min-h-36 resize-y rounded-xl px-4 py-3 leading-relaxed [field-sizing:fixed]",
      },
    },
    defaultVariants: { tone: "light", kind: "input" },
  },
);

const labelClass: Record<FieldTone, string> = {
  light: "text-ink text-sm font-semibold",
  dark: "text-sm font-semibold text-white",
};

type FieldProps = {
  label: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** An error message under the control: sets aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Mark the control invalid without a message (e.g. after an alert has explained the problem). */
  invalid?: boolean;
  /** Shown at the end of the label row, e.g. a link. */
  labelAside?: ReactNode;
  /** Keep the label for assistive technology only (the control must make its purpose visible). */
  hideLabel?: boolean;
  tone?: FieldTone;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** Wires a label, an id, aria-invalid and aria-describedby around any control. */
export function Field({ label, hint, error, invalid, labelAside, hideLabel, tone = "light", id: givenId, className, children }: FieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const labelElement = (
    <label htmlFor={id} className={cn(labelClass[tone], hideLabel && "sr-only")}>
      {label}
    </label>
  );
  return (
    <div className={cn("space-y-2", className)}>
      {labelAside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({ id, "aria-invalid": invalid || error ? true : undefined, "aria-describedby": describedBy })}
      {error ? (
        <p id={errorId} className={cn("text-sm font-medium", tone === "dark" ? "text-accent-100" : "text-accent-ink")}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={cn("text-sm", tone === "dark" ? "text-navy-200" : "text-ink-muted")}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { tone?: FieldTone };

// dir="auto": right-to-left names and messages display the right way round.
export function Input({ tone, className, ...props }: InputProps) {
  return <input dir="auto" className={cn(controlVariants({ tone, kind: "input" }), className)} {...props} />;
}

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { tone?: FieldTone };

function Textarea({ tone, className, ...props }: TextareaProps) {
  return <textarea dir="auto" className={cn(controlVariants({ tone, kind: "textarea" }), className)} {...props} />;
}

type SharedFieldProps = Omit<FieldProps, "children" | "className"> & { className?: string };

/** A labelled text input (text, e-mail, search, password...). Extra props go to the <input>. */
export function TextField({
  label,
  hint,
  error,
  invalid,
  labelAside,
  hideLabel,
  tone,
  id,
  className,
  ...inputProps
}: SharedFieldProps & Omit<InputProps, "id" | "className">) {
  return (
    <Field {...{ label, hint, error, invalid, labelAside, hideLabel, tone, id, className }}>
      {(control) => <Input tone={tone} {...inputProps} {...control} />}
    </Field>
  );
}

/** A labelled multi-line text field. Extra props go to the <textarea>. */
export function TextareaField({
  label,
  hint,
  error,
  invalid,
  labelAside,
  hideLabel,
  tone,
  id,
  className,
  ...textareaProps
}: SharedFieldProps & Omit<TextareaProps, "id" | "className">) {
  return (
    <Field {...{ label, hint, error, invalid, labelAside, hideLabel, tone, id, className }}>
      {(control) => <Textarea tone={tone} {...textareaProps} {...control} />}
    </Field>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & {
  /** May contain links (e.g. to the terms); they stay separately focusable. */
  label: ReactNode;
  invalid?: boolean;
  className?: string;
};

/** A checkbox with its label beside it; the whole label toggles it. */
export function CheckboxField({ label, invalid, id: givenId, className, ...props }: CheckboxFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={invalid ? true : undefined}
        className="accent-primary-600 aria-invalid:outline-accent-ink mt-0.5 size-5 shrink-0 cursor-pointer rounded focus-visible:outline-offset-2 aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-solid"
        {...props}
      />
      <label htmlFor={id} className="text-ink-muted cursor-pointer text-sm leading-6">
        {label}
      </label>
    </div>
  );
}
