import type { Context } from 'hono';
import type { AppContext, NetworkPolicy } from './context';

// A host name or IPv4 address, or a bracketed IPv6 address, with an optional port: nothing that could end the authority.
const validHost = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const firstForwarded = (value: string | undefined) => value?.split(',')[0]?.trim().toLowerCase();

/**
 * The scheme and host the client used, so links match the URL it followed. X-Forwarded-Proto/Host count only
 * behind a trusted proxy (LECTERN_TRUST_PROXY), and even then only an http(s) scheme and a well-formed host.
 * Both modes use it: the embedded server for its own links, the proxy for the links it rewrites.
 */
export function clientOrigin(c: Context, network: Pick<NetworkPolicy, 'trustProxy'>): string {
  const url = new URL(c.req.url);
  const hostHeader = c.req.header('host');
  const direct = { proto: url.protocol.replace(':', ''), host: hostHeader && isValidHost(hostHeader) ? hostHeader : url.host };
  return originBehind(direct, (name) => c.req.header(name), network);
}

export const isValidHost = (host: string) => validHost.test(host);

/** clientOrigin from plain values: the scheme and host the request reached this server with, and its headers. */
export function originBehind(
  direct: { proto: string; host: string },
  header: (name: string) => string | undefined,
  network: Pick<NetworkPolicy, 'trustProxy'>,
): string {
  if (!network.trustProxy) return `${direct.proto}://${direct.host}`;
  const proto = firstForwarded(header('x-forwarded-proto'));
  const host = firstForwarded(header('x-forwarded-host'));
  const safeProto = proto === 'http' || proto === 'https' ? proto : direct.proto;
  const safeHost = host && validHost.test(host) ? host : direct.host;
  return `${safeProto}://${safeHost}`;
}

/** The embedded server's request origin under its configured network policy. */
export function requestOrigin(c: AppContext): string {
  return clientOrigin(c, c.get('deps').network);
}
