import type { Transport } from '../../../shared/first-screen/contract';

/**
 * Where canvasFetch sends requests. In the browser: the page's origin, through `fetch`. When the server renders a
 * page's first screen (src/app/first-screen/), each render answers its requests in the server's own process, as
 * the document's caller; it installs a resolver that finds that render's transport, since renders run at once.
 */

type TransportResolver = () => Transport | undefined;

let resolveTransport: TransportResolver = () => undefined;

/** The transport of the request being made, or undefined for the page's own. */
export const currentTransport = (): Transport | undefined => resolveTransport();

/** For the server's render only: browsers never call it. */
export function setTransportResolver(resolver: TransportResolver): void {
  resolveTransport = resolver;
}
