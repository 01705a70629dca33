import { StrictMode } from 'react';
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

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} router={router} />
  </StrictMode>,
);
