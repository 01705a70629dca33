import { Agent, createServer, request } from 'node:http';

/**
 * The floor the proxy is measured against: node:http piping each request to the upstream on a keep-alive agent
 * and its answer back untouched. No credentials, no header cleaning, no Link rewriting.
 * Run by bench/proxy.ts as `node --import tsx bench/proxy-pipe.ts <port> <upstream port>`.
 */
const [port, upstreamPort] = process.argv.slice(2).map(Number);
if (!port || !upstreamPort) throw new Error('usage: proxy-pipe.ts <port> <upstream port>');
const agent = new Agent({ keepAlive: true });

createServer((req, res) => {
  const out = request({ host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: req.headers, agent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  out.on('error', () => res.destroy());
  req.pipe(out);
}).listen(port, '127.0.0.1', () => console.log('ready'));
