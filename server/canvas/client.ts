import type { IncomingMessage, ServerResponse } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppContext } from './context';

/** The remote address of the client's socket; undefined for in-process requests (`app.request` in tests). */
export function socketAddress(c: Context): string | undefined {
  // Outside @hono/node-server there is no socket to read, and getConnInfo throws on the missing bindings.
  const bindings: unknown = c.env;
  if (typeof bindings !== 'object' || bindings === null || !('incoming' in bindings)) return undefined;
  return getConnInfo(c).remote.address;
}

/** The Node request and response behind a Hono context, when @hono/node-server serves it on a real socket. */
export type NodePair = { incoming: IncomingMessage; outgoing: ServerResponse };

/** Undefined in process (app.request in tests), where there is no socket to write to. */
export function nodePair(c: Context): NodePair | undefined {
  const env = c.env as Partial<NodePair> | undefined;
  return env?.incoming && env.outgoing ? { incoming: env.incoming, outgoing: env.outgoing } : undefined;
}

/** Loopback in IPv4, IPv6 and IPv4-mapped IPv6 notation. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/**
 * Whether the caller sits on this machine. Behind a trusted proxy every socket is the proxy's, so the
 * client is the address the proxy appended last to X-Forwarded-For; anything earlier in it is the client's own claim.
 */
export function isLocalClient(c: AppContext): boolean {
  const { network } = c.get('deps');
  const forwardedFor = network.trustProxy ? c.req.header('x-forwarded-for') : undefined;
  const address = forwardedFor ? forwardedFor.split(',').at(-1)?.trim() : network.clientAddress(c);
  return isLoopbackAddress(address);
}
