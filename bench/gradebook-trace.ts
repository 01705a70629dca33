import type { Page } from '@playwright/test';

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string; data?: TraceData } };
type TraceData = { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number; type?: string };

const LONG_TASK_US = 50_000;
const SHOWN_TASKS = 3;
const SHOWN_PARTS = 8;
/** What a main-thread task is made of, in Chromium's timeline categories. */
const PARTS = new Set(['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Layerize',
  'HitTest', 'ParseHTML', 'v8.evaluateModule', 'v8.compile', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase', 'IntersectionObserverController::computeIntersections', 'ScrollLayer']);

function label(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  if (event.name === 'FunctionCall') return `FunctionCall ${data.functionName || '(anonymous)'} ${(data.url ?? '').split('/').pop() ?? ''}:${data.lineNumber ?? ''}:${data.columnNumber ?? ''}`;
  if (event.name === 'EventDispatch') return `EventDispatch ${data.type ?? ''}`;
  return event.name;
}

/**
 * The longest main-thread tasks of a Chromium trace, each with what it was made of (script by function, layout,
 * style, paint, garbage collection), nested parts counted within their parents too.
 */
function longestTasks(events: TraceEvent[]): string[] {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_TASK_US).sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
  return tasks.slice(0, SHOWN_TASKS).map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    for (const e of onMain) {
      if (e.pid !== task.pid || e.tid !== task.tid || e.ts < task.ts || e.ts >= end || !PARTS.has(e.name)) continue;
      parts.set(label(e), (parts.get(label(e)) ?? 0) + (e.dur ?? 0));
    }
    const made = [...parts].sort((a, b) => b[1] - a[1]).slice(0, SHOWN_PARTS).map(([name, us]) => `${name} ${(us / 1000).toFixed(1)} ms`);
    return `task of ${((task.dur ?? 0) / 1000).toFixed(1)} ms: ${made.join('; ')}`;
  });
}

/** Runs `action` under a Chromium timeline trace of `page` and prints its longest main-thread tasks and their parts. */
export async function traceWhile(page: Page, action: () => Promise<void>): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to trace');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'] });
  let trace: Buffer | undefined;
  try {
    await action();
  } finally {
    trace = await browser.stopTracing();
  }
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const lines = longestTasks(Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []));
  console.log(lines.length ? `  the longest tasks in a timeline trace:\n${lines.map((line) => `    ${line}`).join('\n')}` : '  the timeline trace shows no task over 50 ms');
}
