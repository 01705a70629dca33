import { secureHeaders } from 'hono/secure-headers';

/** The app's own pages may load only from its origin; both modes serve the same SPA under the same policy. */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/**
 * The headers every Lectern response carries, embedded or proxy. overwrite: false lets file downloads keep their
 * stricter sandbox policy (resources/files/file-response.ts).
 */
export const lecternSecureHeaders = () =>
  secureHeaders({ contentSecurityPolicy, xFrameOptions: 'SAMEORIGIN', referrerPolicy: 'same-origin', overwrite: false });
