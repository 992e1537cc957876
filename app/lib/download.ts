/** Saves text built on the page as a file (a real download, no server round trip). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(filename, new Blob([text], { type }));
}

/** Saves a file made on the page (a picture, a table) under the given name. */
export function downloadBlob(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  // Let the browser start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
