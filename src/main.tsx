import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setCsrfToken } from './api/http/csrf-token';
import { sessionKeys, type Session } from './api/session';
import { startFromFirstScreen } from './app/first-screen/first-screen-state';
import { trackChunkLoadErrors } from './app/chunk-load-error';
import { AppProviders } from './app/providers';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { whenRouterReady } from './app/router-ready';
import { installSessionExpiry } from './app/session-expiry';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/content.css';
import './styles/forms.css';
import './styles/toast.css';
import './styles/table.css';
import './styles/layout.css';
import './styles/auth.css';
import './styles/pages.css';
import './styles/dialog.css';
import './styles/course.css';
import './styles/controls.css';
import './styles/course-admin.css';

trackChunkLoadErrors(window);
// Before the router starts its loaders, so they find the answers a rendered first screen came with.
const renderedOnServer = startFromFirstScreen(document, queryClient);
const router = createAppRouter();
installSessionExpiry(router, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

const providers = <AppProviders queryClient={queryClient} router={router} />;
// StrictMode's checks run in development only; production React ignores it, so the build leaves it out.
const app = import.meta.env.DEV ? <StrictMode>{providers}</StrictMode> : providers;

const render = () => {
  const root = createRoot(container);
  startTransition(() => root.render(app));
};

if (renderedOnServer) {
  // The server drew this page's first screen (docs/decisions/0093). The browser starts from the answers it drew it
  // from, asks for none of them again, and once the route is ready draws the same screen over it in one commit.
  setCsrfToken(queryClient.getQueryData<Session>(sessionKeys.current)?.csrf_token ?? null);
  void whenRouterReady(router).then(render);
} else {
  // The router has started the page's requests; the first render waits for the next task, so the browser is not
  // held by module evaluation and rendering in one long task, and renders as a transition, which React splits into
  // slices of a few milliseconds instead of one block. Nothing may listen to the router before RouterProvider
  // does (router-ready.ts): the loaders may finish during that transition.
  setTimeout(render, 0);
}
