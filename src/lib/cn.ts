import { clsx, type ClassValue } from "clsx";

/**
 * Join class lists. No tailwind-merge (docs/decisions/0006): primitives expose variants, and a
 * caller's className only adds classes that do not compete with the primitive's own.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
