import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { trackChunkLoadErrors } from './app/chunk-load-error';
import { AppProviders } from './app/providers';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
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
const router = createAppRouter();
installSessionExpiry(router, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// The router has started the page's requests; the first render waits for the next task, so the browser is not
// held by module evaluation and rendering in one long task, and renders as a transition, which React splits into
// slices of a few milliseconds instead of one block.
setTimeout(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}, 0);
