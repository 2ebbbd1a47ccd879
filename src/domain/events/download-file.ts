/**
 * Saves text as a file on the device, e.g. the calendar file of team events (docs/product.md
 * "Team life", calendar export). Made from a Blob in memory, so it works offline, and clicked
 * through an `<a download>` so that phones save (or offer to open) the file rather than
 * navigate away from the app. The link must be in the document for some browsers to follow
 * the click; the object URL is revoked a tick later, once the download has taken it.
 */
export function downloadTextFile(fileName: string, text: string, mime = 'text/calendar;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
