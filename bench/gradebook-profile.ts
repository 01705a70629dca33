import type { CDPSession, Page } from '@playwright/test';
import { traceWhile } from './gradebook-trace';

type ProfileNode = { id: number; callFrame: { functionName: string; scriptId: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const TOP = 12;
/** Engine states rather than the page's functions. */
const NOT_CODE = new Set(['(root)', '(program)', '(idle)']);

/** The minified build names few functions: a stretch of the script around one says which it is. */
async function sourceAround(cdp: CDPSession, frame: ProfileNode['callFrame'], sources: Map<string, string[]>): Promise<string> {
  if (!frame.scriptId || frame.scriptId === '0') return '';
  let lines = sources.get(frame.scriptId);
  if (!lines) {
    lines = await cdp.send('Debugger.getScriptSource', { scriptId: frame.scriptId }).then(({ scriptSource }) => scriptSource.split('\n'), () => []);
    sources.set(frame.scriptId, lines);
  }
  return (lines[frame.lineNumber] ?? '').slice(frame.columnNumber, frame.columnNumber + 90).replace(/\s+/g, ' ');
}

const where = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;

/** Self and total (inclusive) sampled time per function, the page's code only, longest first. */
function tally(profile: Profile): { self: Map<ProfileNode, number>; total: Map<ProfileNode, number> } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const key = new Map<string, ProfileNode>();
  const same = (node: ProfileNode) => {
    const id = where(node.callFrame);
    if (!key.has(id)) key.set(id, node);
    return key.get(id) ?? node;
  };
  const self = new Map<ProfileNode, number>();
  const total = new Map<ProfileNode, number>();
  profile.samples.forEach((sample, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const leaf = byId.get(sample);
    if (!leaf || NOT_CODE.has(leaf.callFrame.functionName)) return;
    self.set(same(leaf), (self.get(same(leaf)) ?? 0) + ms);
    const counted = new Set<ProfileNode>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (!node || NOT_CODE.has(node.callFrame.functionName) || counted.has(same(node))) continue;
      counted.add(same(node));
      total.set(same(node), (total.get(same(node)) ?? 0) + ms);
    }
  });
  return { self, total };
}

async function print(cdp: CDPSession, title: string, times: Map<ProfileNode, number>, sources: Map<string, string[]>): Promise<void> {
  // Seen once with the timeline trace running beside it: the profiler then gets no samples of the page's code.
  console.log(`  ${title}:${times.size === 0 ? ' no samples of the page\'s code (run it again; the trace above still holds)' : ''}`);
  for (const [node, ms] of [...times].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${where(node.callFrame)}  ${await sourceAround(cdp, node.callFrame, sources)}`);
  }
}

/**
 * Runs `action` under Chromium's timeline trace and the V8 CPU profiler (only when a figure is over budget: their
 * own cost would lengthen the tasks they measure) and prints the longest tasks and what they were made of, then
 * the functions that took the time, by their own time and with everything they called, each with where it is in
 * the built script and the code that starts there.
 */
export async function profileWhile(page: Page, cdp: CDPSession, what: string, action: () => Promise<void>): Promise<void> {
  await cdp.send('Debugger.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  try {
    await traceWhile(page, action);
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    const { self, total } = tally(profile as Profile);
    const sources = new Map<string, string[]>();
    console.log(`gradebook: where the time went while ${what} (CPU profile of ${page.url()}):`);
    await print(cdp, 'own time (self)', self, sources);
    await print(cdp, 'with what they called (total)', total, sources);
    await cdp.send('Profiler.disable');
    await cdp.send('Debugger.disable');
  }
}
