import { fromBase64 } from "../../../../worker/common/base64";

/** Saves a file the server sent as base64 (an export made without Google) through the browser's download. */
export function downloadBase64(file: { name: string; mimeType: string; base64: string }): void {
  const bytes = fromBase64(file.base64);
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
