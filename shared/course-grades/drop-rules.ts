import type { GroupRules } from './types';

/** One assignment's figure inside a group: what the drop rules weigh. */
export interface Scored {
  id: number;
  score: number;
  possible: number;
}

type Order = 'best' | 'worst';

/**
 * The assignments a group's drop rules drop from one figure, chosen as Canvas chooses them (docs/course-grades.md):
 * by the bisection of Kane & Kane, "Dropping Lowest Grades", rather than by trying every combination. When every
 * assignment has points that finds the set giving the best (drop_lowest) or worst (drop_highest) percentage; with
 * zero-point extra credit Canvas's bound can miss it, and Lectern makes Canvas's choice all the same.
 */
export function droppedByRules(items: readonly Scored[], rules: GroupRules | undefined): Scored[] {
  let dropLowest = whole(rules?.dropLowest);
  let dropHighest = whole(rules?.dropHighest);
  if (dropLowest === 0 && dropHighest === 0) return [];
  const neverDrop = rules?.neverDrop ?? [];
  const fixed: Scored[] = [];
  const droppable: Scored[] = [];
  for (const item of items) (neverDrop.includes(item.id) ? fixed : droppable).push(item);
  const count = droppable.length;
  if (count === 0) return [];

  // Fewer assignments than the rules ask for: always keep one, and give up dropping highest before lowest.
  dropLowest = Math.min(dropLowest, count - 1);
  if (dropLowest + dropHighest >= count) dropHighest = 0;
  const keepHighest = count - dropLowest;
  const keepLowest = keepHighest - dropHighest;

  droppable.sort(byId);
  const kept = droppable.some(hasPoints) || fixed.some(hasPoints)
    ? dropPointed(droppable, fixed, keepHighest, keepLowest)
    : dropUnpointed(droppable, keepHighest, keepLowest);
  return kept.length === count ? [] : droppable.filter((item) => !kept.includes(item));
}

function whole(count: number | undefined): number {
  return count && count > 0 ? Math.floor(count) : 0;
}

function hasPoints(item: Scored): boolean {
  return item.possible > 0;
}

function byId(a: Scored, b: Scored): number {
  return a.id - b.id;
}

function byScore(a: Scored, b: Scored): number {
  return a.score - b.score || a.id - b.id;
}

/** Without points possible, percentages mean nothing: keep the best scores, then drop the highest of those. */
function dropUnpointed(droppable: Scored[], keepHighest: number, keepLowest: number): Scored[] {
  const ascending = [...droppable].sort(byScore);
  return ascending.slice(ascending.length - keepHighest).slice(0, keepLowest);
}

function dropPointed(droppable: Scored[], fixed: Scored[], keepHighest: number, keepLowest: number): Scored[] {
  let maxPossible = 0;
  for (const item of droppable) maxPossible = Math.max(maxPossible, item.possible);
  for (const item of fixed) maxPossible = Math.max(maxPossible, item.possible);
  const withLowestDropped = keepFor(droppable, fixed, keepHighest, maxPossible, 'best');
  return keepFor(withLowestDropped, fixed, keepLowest, maxPossible, 'worst');
}

/**
 * Keeps `keep` of `candidates`: the ones that maximize the group's percentage ('best', for drop_lowest) or minimize it
 * ('worst', for drop_highest), with the never-dropped assignments always counted in.
 */
function keepFor(candidates: Scored[], fixed: Scored[], keep: number, maxPossible: number, order: Order): Scored[] {
  if (candidates.length <= keep) return candidates;
  const bounds = gradeBounds(candidates, fixed);
  // Only reachable when keeping the best already left out every assignment with points: Canvas then keeps the
  // highest scores among the rest.
  if (bounds.pointedPossible === 0) return [...candidates].sort(byScore).slice(candidates.length - keep);
  // Zero-point assignments can lift the percentage past the best single grade, so Canvas bounds it by the best total.
  const high = bounds.unpointed ? (Math.max(bounds.pointedPossible, bounds.pointedScore) + bounds.unpointedScore) / bounds.pointedPossible : bounds.high;
  return bisect(new Ranking(candidates, fixed, keep, order), bounds.low, high, 1 / (2 * keep * maxPossible * maxPossible));
}

interface GradeBounds {
  low: number;
  high: number;
  pointedPossible: number;
  pointedScore: number;
  unpointed: boolean;
  unpointedScore: number;
}

function gradeBounds(candidates: Scored[], fixed: Scored[]): GradeBounds {
  const bounds: GradeBounds = { low: Infinity, high: -Infinity, pointedPossible: 0, pointedScore: 0, unpointed: false, unpointedScore: 0 };
  const add = (item: Scored): void => {
    if (item.possible === 0) {
      bounds.unpointed = true;
      bounds.unpointedScore += item.score;
      return;
    }
    const grade = item.score / item.possible;
    if (grade < bounds.low) bounds.low = grade;
    if (grade > bounds.high) bounds.high = grade;
    bounds.pointedPossible += item.possible;
    bounds.pointedScore += item.score;
  };
  candidates.forEach(add);
  fixed.forEach(add);
  return bounds;
}

/**
 * Narrows the percentage q at which the best (or worst) candidates balance, as Canvas's loop does: the same bounds,
 * step and stop rule, so the same set comes out.
 */
function bisect(ranking: Ranking, low: number, high: number, threshold: number): Scored[] {
  let mid = (low + high) / 2;
  let balance = ranking.rate(mid);
  while (high - low >= threshold) {
    if (balance < 0) high = mid;
    else low = mid;
    mid = (low + high) / 2;
    if (mid === high || mid === low) break;
    balance = ranking.rate(mid);
  }
  return ranking.kept();
}

interface Rated {
  item: Scored;
  rating: number;
}

/**
 * The candidates ranked by score - q × possible, best or worst first, lower id first on ties. It runs on every cell
 * edit, so the entries and the comparison are made once and re-sorted in place (nearly in order from the last q).
 */
class Ranking {
  private readonly rated: Rated[];
  private readonly compare: (a: Rated, b: Rated) => number;
  private readonly fixedScore: number;
  private readonly fixedPossible: number;

  constructor(candidates: Scored[], fixed: Scored[], private readonly keep: number, order: Order) {
    this.rated = candidates.map((item) => ({ item, rating: 0 }));
    const sign = order === 'best' ? -1 : 1;
    this.compare = (a, b) => sign * (a.rating - b.rating) || a.item.id - b.item.id;
    let score = 0;
    let possible = 0;
    for (const item of fixed) {
      score += item.score;
      possible += item.possible;
    }
    this.fixedScore = score;
    this.fixedPossible = possible;
  }

  /** Ranks at q and returns how far the kept and never-dropped assignments are above (positive) or below q. */
  rate(q: number): number {
    for (const entry of this.rated) entry.rating = entry.item.score - q * entry.item.possible;
    sortInPlace(this.rated, this.compare);
    let balance = this.fixedScore - q * this.fixedPossible;
    let counted = 0;
    for (const entry of this.rated) {
      if (counted++ === this.keep) break;
      balance += entry.rating;
    }
    return balance;
  }

  kept(): Scored[] {
    const kept: Scored[] = [];
    for (const entry of this.rated) {
      if (kept.length === this.keep) break;
      kept.push(entry.item);
    }
    return kept;
  }
}

/** Insertion sort: far cheaper than Array#sort for the handful of assignments in a group, nearly in order already. */
function sortInPlace(list: Rated[], compare: (a: Rated, b: Rated) => number): void {
  for (let i = 1; i < list.length; i++) {
    const moving = list[i] as Rated;
    let j = i - 1;
    for (; j >= 0; j--) {
      const other = list[j] as Rated;
      if (compare(other, moving) <= 0) break;
      list[j + 1] = other;
    }
    list[j + 1] = moving;
  }
}
