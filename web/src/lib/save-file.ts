/** How long a saved file's object URL lives: revoking it at once can cancel a download the browser has not started. */
const REVOKE_AFTER_MS = 10_000;

/** Saves a blob under a file name through the browser's download, as if the user had followed a download link. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
