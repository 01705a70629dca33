import path from 'node:path';
import { cycles, importGraph } from './import-cycles';

/** `tsx build/check-import-cycles.ts`: part of `npm run lint`; lists every cycle and exits 1 when there is one. */
function main(): void {
  const root = path.resolve(import.meta.dirname, '..');
  const graph = importGraph(root, ['src', 'server', 'shared', 'testing', 'bench', 'build', 'e2e', 'scripts'], { '@/': 'src/' });
  const found = cycles(graph);
  for (const component of found) {
    console.log(`Import cycle through ${component.length} module(s):\n  ${component.map((file) => path.relative(root, file)).join('\n  ')}`);
  }
  console.log(found.length ? `${found.length} import cycle(s): break each by moving what both sides need into a module of its own` : `No import cycle among ${graph.size} modules`);
  process.exitCode = found.length || graph.size === 0 ? 1 : 0;
}

main();
