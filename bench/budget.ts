/** One bench figure: what was measured, its value and the budget it must stay within. */
export type Result = { name: string; value: number; budget: number; unit: string; atLeast?: boolean };

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function median(samples: number[]): number {
  if (samples.length === 0) throw new Error('median of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Prints every figure against its budget; returns how many are over. */
export function report(results: Result[]): number {
  let over = 0;
  for (const r of results) {
    // Most figures are costs (at most the budget); throughput ratios are floors (at least the budget).
    const ok = r.atLeast ? r.value >= r.budget : r.value <= r.budget;
    if (!ok) over++;
    console.log(`${ok ? 'ok  ' : 'OVER'}  ${r.name.padEnd(58)} ${r.value.toFixed(r.atLeast ? 2 : 1).padStart(8)} ${r.unit}  (budget ${r.atLeast ? '>=' : '<='} ${r.budget} ${r.unit})`);
  }
  return over;
}

/** A figure over nothing would pass every budget; the bench fails instead. */
export function assertMeasured(what: string, count: number, atLeast = 1): void {
  if (count < atLeast) throw new Error(`${what}: measured ${count}, expected at least ${atLeast}; the figure would be meaningless`);
}
