// Base64 for bytes of any size, the same in the worker and the browser (btoa takes a string of byte-sized characters).

/** btoa's argument is built in slices: one String.fromCharCode over a large file would overflow the call stack. */
const SLICE = 0x8000;

/** Standard base64 (RFC 4648 §4), with padding. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  return btoa(binary);
}

/** URL- and file-safe base64 (RFC 4648 §5), without padding: tokens in links and cookies, JWT parts. */
export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

/** The bytes of standard base64; throws on text that is not base64, as atob does. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}
