import type { AppContext } from './context';

// A host name or IPv4 address, or a bracketed IPv6 address, with an optional port: nothing that could end the authority.
const validHost = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const firstForwarded = (value: string | undefined) => value?.split(',')[0]?.trim().toLowerCase();

/**
 * The scheme and host the client used, so links match the URL it followed. X-Forwarded-Proto/Host count only
 * behind a trusted proxy (LECTERN_TRUST_PROXY), and even then only an http(s) scheme and a well-formed host.
 */
export function requestOrigin(c: AppContext): string {
  const url = new URL(c.req.url);
  const hostHeader = c.req.header('host');
  const direct = { proto: url.protocol.replace(':', ''), host: hostHeader && validHost.test(hostHeader) ? hostHeader : url.host };
  if (!c.get('deps').network.trustProxy) return `${direct.proto}://${direct.host}`;
  const proto = firstForwarded(c.req.header('x-forwarded-proto'));
  const host = firstForwarded(c.req.header('x-forwarded-host'));
  const safeProto = proto === 'http' || proto === 'https' ? proto : direct.proto;
  const safeHost = host && validHost.test(host) ? host : direct.host;
  return `${safeProto}://${safeHost}`;
}
