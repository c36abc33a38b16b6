/**
 * Saves a downloaded file (a CV, the inbox's CSV) under its name. The api wants the bearer token,
 * which a plain link cannot send, so the page fetches the file and hands the browser a Blob URL.
 */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; a minute is ample for the slowest.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
