import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { CanvasError } from '../canvas/errors';
import type { ProxyDeps } from './proxy-deps';
import { badGateway } from './upstream';

/**
 * Addresses no file store on the internet has: this machine, private and carrier networks, link-local (the cloud
 * metadata service at 169.254.169.254), multicast and reserved. BlockList matches an IPv4-mapped IPv6 address
 * (::ffff:127.0.0.1) against the IPv4 rules too.
 */
const NOT_PUBLIC = new BlockList();
const IPV4: [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];
// IPv4-compatible (::/96, which holds :: and ::1), NAT64 and 6to4 carry an IPv4 address a gateway may reach for us:
// refused whole, like unique-local, link-local, the old site-local, multicast and documentation ranges.
const IPV6: [string, number][] = [
  ['::', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001:db8::', 32], ['2002::', 16],
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
];
for (const [network, prefix] of IPV4) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IP literal) is one a host on the public internet can have. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const notFollowed = (url: URL) =>
  new CanvasError(502, {
    errors: [{ message: `Canvas sent the file to ${url.origin}, which Lectern does not fetch from (see LECTERN_FILE_ORIGINS).` }],
  });

/**
 * Whether Lectern may call `url`, a host Canvas named (a download's redirect, an upload target): Canvas itself and
 * the origins LECTERN_FILE_ORIGINS lists always; any other only over https and only when every address its name
 * resolves to is public, so a Canvas (or anything posing as one) cannot make Lectern read this machine or its
 * network and relay the answer. The check runs before each call; fetch resolves the name again when it connects.
 */
export async function assertOutboundAllowed(url: URL, deps: Pick<ProxyDeps, 'canvasUrl' | 'fileOrigins'>): Promise<void> {
  if (url.origin === deps.canvasUrl || deps.fileOrigins.includes(url.origin)) return;
  if (url.protocol !== 'https:') throw notFollowed(url);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await lookup(host, { all: true, verbatim: true }).catch(() => {
    throw badGateway();
  });
  if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address))) throw notFollowed(url);
}
