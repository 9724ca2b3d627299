import type { ConsentCategory } from "./cookie";

/** What the visitor has answered so far. `answered` is false until the banner is answered (or a stored answer is read). */
type ConsentState = { readonly answered: boolean; readonly categories: readonly ConsentCategory[] };

let state: ConsentState = { answered: false, categories: [] };
const listeners = new Set<() => void>();

export function getConsentState(): ConsentState {
  return state;
}

export function setConsentState(next: { answered: boolean; categories: readonly ConsentCategory[] }): void {
  const categories = [...new Set(next.categories)].sort();
  if (next.answered === state.answered && categories.join() === state.categories.join()) return;
  state = { answered: next.answered, categories };
  for (const listener of [...listeners]) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasConsent(category: ConsentCategory): boolean {
  return state.categories.includes(category);
}
