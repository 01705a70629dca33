import type { SealKey } from '../session/sealed';

/** What every part of the proxy needs to know; built once by createProxyApp. */
export type ProxyDeps = {
  /** The school's Canvas, an origin (CANVAS_URL): the only host a token is ever sent to. */
  canvasUrl: string;
  /** Origins besides Canvas's that downloads and uploads may reach whatever their address (LECTERN_FILE_ORIGINS). */
  fileOrigins: string[];
  /** The developer key of "Sign in with Canvas", when configured. */
  oauth?: { clientId: string; clientSecret: string };
  /** Seals session cookies, OAuth2 state and upload targets. */
  key: SealKey;
  /** Honour X-Forwarded-Proto/Host (LECTERN_TRUST_PROXY). */
  trustProxy: boolean;
  /** How long Canvas (or an upload host) may take to start answering before the caller gets a 504. */
  upstreamTimeoutMs: number;
  /** One refresh per refresh token at a time (shared-refresh.ts); the answer is a token grant's. */
  shareRefresh: (refreshToken: string, refresh: () => Promise<TokenGrantResult>) => Promise<TokenGrantResult>;
};

/** A token grant's outcome: Canvas's answer, 'refused' (4xx), or undefined when Canvas could not be asked. */
export type TokenGrantResult = { access_token: string; refresh_token?: string; expires_in?: number; user?: { id: number | string; name: string } } | 'refused' | undefined;
