import type { ConsentCategory } from "./cookie";

/** What the visitor has answered so far. `answered` is false until the banner is answered (or a stored answer is read). */
export type ConsentState = { readonly answered: boolean; readonly categories: readonly ConsentCategory[] };

const initial: ConsentState = { answered: false, categories: [] };
let state: ConsentState = initial;
const listeners = new Set<() => void>();

export function getConsentState(): ConsentState {
  return state;
}

/** The state before hydration and during prerender: nothing consented. */
export function getInitialConsentState(): ConsentState {
  return initial;
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
