/** Saves a blob or URL under a name through a temporary link: the browser's own download, no new window. */
export function saveAs(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a blob built in the browser, its object URL let go once the download has it. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  saveAs(href, name);
  // The click has handed the blob to the download; revoke on the next turn so it is not cut off.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
