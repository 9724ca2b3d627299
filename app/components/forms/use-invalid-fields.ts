import { useCallback, useState, type FormEvent } from "react";
import { isBlank } from "./validation";

/**
 * Which fields the last custom check found blank, for aria-invalid. A field is cleared as soon as
 * it gets a non-blank value (listen with the returned handler on the <form>, input events bubble).
 */
export function useInvalidFields() {
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(() => new Set());
  const mark = useCallback((names: readonly string[]) => setInvalid(new Set(names)), []);
  const onInput = useCallback((event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    const stillBlank = target instanceof HTMLInputElement && target.type === "checkbox" ? !target.checked : isBlank(target.value);
    if (stillBlank) return;
    setInvalid((previous) => {
      if (!previous.has(target.name)) return previous;
      const next = new Set(previous);
      next.delete(target.name);
      return next;
    });
  }, []);
  return { isInvalid: (name: string) => invalid.has(name), mark, onInput };
}
