/** Hashes, keyed hashes and random values with Web Crypto, as workerd and Node both have it. */

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export const randomBase64url = (byteCount: number) => base64url(crypto.getRandomValues(new Uint8Array(byteCount)));

/** `length` characters of [a-z0-9] (the comment slug's tail); 252 = 7 × 36 keeps the choice even. */
export function randomLowerAlnum(length: number): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  let text = "";
  while (text.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 252 && text.length < length) text += alphabet[byte % 36];
    }
  }
  return text;
}

export async function sha256(text: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text))));
}

const keys = new Map<string, Promise<CryptoKey>>();

/** HMAC-SHA-256 of `message` under `secret`, base64url. */
export async function hmac(secret: string, message: string): Promise<string> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return base64url(new Uint8Array(await crypto.subtle.sign("HMAC", await key, encoder.encode(message))));
}
