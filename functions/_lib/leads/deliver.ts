/** What every delivery shares: calls to another service with a time limit, and failures that say why without personal data. */

/** A delivery that failed; its message is the outbox row's `last_error`: short, and never personal. */
export class DeliveryError extends Error {
  override name = "DeliveryError";
}

/** How long one call to a service may take. */
export const callTimeoutMs = 10_000;

/** `fetch` with the time limit; a failure to get any answer becomes a DeliveryError naming the service. */
export async function call(service: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(callTimeoutMs) });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    throw new DeliveryError(name === "TimeoutError" || name === "AbortError" ? `${service} did not answer within ${callTimeoutMs / 1000} s` : `network error reaching ${service}`);
  }
}

/** The reason stored for a failed attempt. */
export function reasonOf(error: unknown): string {
  if (error instanceof DeliveryError) return error.message.slice(0, 200);
  return `unexpected ${error instanceof Error ? error.name : typeof error}`;
}

export function notConfigured(...names: string[]): DeliveryError {
  return new DeliveryError(`not configured: ${names.join(", ")}`);
}

/** A service's origin from the environment (`name`), else its default; a value that is not an origin is not configured. */
export function serviceOrigin(name: string, value: string | undefined, fallback: string): string {
  try {
    return new URL(value?.trim() || fallback).origin;
  } catch {
    throw new DeliveryError(`not configured: ${name} is not an origin`);
  }
}
