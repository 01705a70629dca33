import type { AppContext } from './context';

/** The scheme and host the client used, honouring proxy headers, so links match the URL it followed. */
export function requestOrigin(c: AppContext): string {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() ?? url.protocol.replace(':', '');
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() ?? c.req.header('host') ?? url.host;
  return `${proto}://${host}`;
}
