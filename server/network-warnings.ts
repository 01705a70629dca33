import { isLoopbackAddress } from './canvas/client';
import type { ServerEnv } from './env';

const isLoopbackHost = (host: string) => host === 'localhost' || isLoopbackAddress(host);
const isWildcardHost = (host: string) => host === '0.0.0.0' || host === '::';

/** The URL to print at start: localhost works for loopback and wildcard listeners, anything else needs its own address. */
export function listeningUrl(host: string, port: number): string {
  if (isLoopbackHost(host) || isWildcardHost(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** What to shout at start when other machines can reach the server, and louder when the demo tokens work for them. */
export function networkWarnings(env: Pick<ServerEnv, 'host' | 'demoRemote' | 'trustProxy'>): string[] {
  const reachable = !isLoopbackHost(env.host);
  const warnings: string[] = [];
  if (reachable) {
    warnings.push(
      `WARNING: listening on ${env.host}: other machines can reach Lectern. Serve it over HTTPS and give people their own tokens.`,
    );
  }
  if (env.demoRemote && (reachable || env.trustProxy)) {
    warnings.push(
      'DANGER: LECTERN_DEMO_REMOTE=true: the demo tokens published in the README work from any machine that reaches',
      'this server, and demo-admin can do everything. Use it only with demo data on a network you trust.',
    );
  } else if (reachable) {
    warnings.push('The demo tokens and the demo sign-in work only from this machine (LECTERN_DEMO_REMOTE is off).');
  }
  if (env.trustProxy && reachable) warnings.push('LECTERN_TRUST_PROXY=true: make sure only your proxy can reach this port.');
  return warnings;
}
