/** Leaves the single-page app for a page the server renders itself (an OAuth2 authorize page). */
export function openServerPage(path: string): void {
  window.location.assign(path);
}
