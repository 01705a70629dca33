import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSignInDocument } from './sign-in-document';
import './sign-in.css';

const container = document.getElementById('root');
if (!container) throw new Error('sign-in.html must contain #root');

void startSignInDocument(window.location.search, (ui) => createRoot(container).render(<StrictMode>{ui}</StrictMode>));
