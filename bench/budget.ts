/** One bench figure: what was measured, its value and the budget it must stay within. */
export type Result = { name: string; value: number; budget: number; unit: string; /** The budget is a floor (req/s, a speed-up). */ higherIsBetter?: boolean };

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Prints every figure against its budget; returns how many are over. */
export function report(results: Result[]): number {
  let over = 0;
  for (const r of results) {
    const ok = r.higherIsBetter ? r.value >= r.budget : r.value <= r.budget;
    if (!ok) over++;
    const budget = `${r.higherIsBetter ? 'at least' : 'budget'} ${r.budget} ${r.unit}`;
    console.log(`${ok ? 'ok  ' : r.higherIsBetter ? 'LOW ' : 'OVER'}  ${r.name.padEnd(58)} ${r.value.toFixed(1).padStart(8)} ${r.unit}  (${budget})`);
  }
  return over;
}

/** A figure over nothing would pass every budget; the bench fails instead. */
export function assertMeasured(what: string, count: number, atLeast = 1): void {
  if (count < atLeast) throw new Error(`${what}: measured ${count}, expected at least ${atLeast}; the figure would be meaningless`);
}
