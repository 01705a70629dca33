import { html } from 'hono/html';

/**
 * The provider's own pages: tiny, server-rendered, escaped by hono/html, with no script at all, so a strict
 * Content-Security-Policy holds. Light and dark follow the system setting.
 */
const STYLE = `
:root { color-scheme: light dark; --bg: #f6f7f9; --card: #fff; --text: #1b1f24; --muted: #4a5360; --accent: #0b5cad; --on-accent: #fff; --line: #c9ced6; }
@media (prefers-color-scheme: dark) { :root { --bg: #14171b; --card: #1e2329; --text: #eef1f4; --muted: #b4bcc6; --accent: #7db7f2; --on-accent: #0b1622; --line: #3a424c; } }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, sans-serif; }
main { max-width: 28rem; margin: 1rem; padding: 2rem; background: var(--card); border: 1px solid var(--line); border-radius: 0.75rem; }
h1 { font-size: 1.4rem; margin: 0 0 1rem; }
p { margin: 0 0 1rem; color: var(--muted); }
strong { color: var(--text); }
.actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
button { font: inherit; padding: 0.5rem 1.25rem; border-radius: 0.4rem; border: 1px solid var(--accent); cursor: pointer; }
button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.primary { background: var(--accent); color: var(--on-accent); }
.secondary { background: transparent; color: var(--accent); }
`;

function layout(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>${title}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>${body}</main>
  </body>
</html>`;
}

export type ConsentPage = { appName: string; userName: string; sealed: string; csrfToken: string };

/** The question the signed-in user answers: let this app act as you in Lectern? */
export function consentPage(page: ConsentPage) {
  return layout(
    `Authorize ${page.appName} – Lectern`,
    html`<h1>Authorize ${page.appName}</h1>
      <p><strong>${page.appName}</strong> is asking to use Lectern as <strong>${page.userName}</strong>.</p>
      <p>If you authorize it, it can do everything you can do in Lectern until you sign out of it.</p>
      <form method="post" action="/login/oauth2/accept">
        <input type="hidden" name="authorization" value="${page.sealed}" />
        <input type="hidden" name="csrf_token" value="${page.csrfToken}" />
        <div class="actions">
          <button type="submit" class="primary">Authorize</button>
          <button type="submit" class="secondary" formaction="/login/oauth2/deny">Cancel</button>
        </div>
      </form>`,
  );
}

/** A request that cannot be answered with a redirect (unknown app, unregistered address, stale form). */
export function errorPage(heading: string, message: string) {
  return layout(`${heading} – Lectern`, html`<h1>${heading}</h1><p>${message}</p>`);
}
