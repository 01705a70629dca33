/** Leaves the single-page app for a page the server renders itself (an OAuth2 authorize page). */
export function openServerPage(path: string): void {
  window.location.assign(path);
}

/** A fresh page load of `path` in place of this page (no history entry): how the sign-in document opens the app. */
export function replacePage(path: string): void {
  window.location.replace(path);
}
