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
 * the set kept is the one that gives the student the highest percentage for the group, found by the bisection of
 * Kane & Kane, "Dropping Lowest Grades", rather than by trying every combination.
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
  const withLowestDropped = keepBest(droppable, fixed, keepHighest, maxPossible, 'best');
  return keepBest(withLowestDropped, fixed, keepLowest, maxPossible, 'worst');
}

/**
 * Keeps `keep` of `candidates`: the ones that maximize the group's percentage ('best', for drop_lowest) or minimize it
 * ('worst', for drop_highest), with the never-dropped assignments always counted in.
 */
function keepBest(candidates: Scored[], fixed: Scored[], keep: number, maxPossible: number, order: Order): Scored[] {
  if (candidates.length <= keep) return candidates;
  let low = Infinity;
  let high = -Infinity;
  let pointedPossible = 0;
  let pointedScore = 0;
  let unpointedScore = 0;
  let unpointed = false;
  for (const list of [candidates, fixed]) {
    for (const item of list) {
      if (item.possible === 0) {
        unpointed = true;
        unpointedScore += item.score;
        continue;
      }
      const grade = item.score / item.possible;
      low = Math.min(low, grade);
      high = Math.max(high, grade);
      pointedPossible += item.possible;
      pointedScore += item.score;
    }
  }
  // Only reachable when keeping the best already left out every assignment with points: Canvas then keeps the
  // highest scores among the rest.
  if (pointedPossible === 0) return [...candidates].sort(byScore).slice(candidates.length - keep);
  // Zero-point assignments can lift the percentage past the best single grade, so bound it by the best total.
  if (unpointed) high = (Math.max(pointedPossible, pointedScore) + unpointedScore) / pointedPossible;
  return bisect(candidates, fixed, keep, order, low, high, 1 / (2 * keep * maxPossible * maxPossible));
}

/** Narrows the percentage q at which the best (or worst) `keep` candidates balance, as Canvas's loop does. */
function bisect(candidates: Scored[], fixed: Scored[], keep: number, order: Order, low: number, high: number, threshold: number): Scored[] {
  const rated = candidates.map((item) => ({ item, rating: 0 }));
  let mid = (low + high) / 2;
  let balance = rate(rated, fixed, keep, order, mid);
  while (high - low >= threshold) {
    if (balance < 0) high = mid;
    else low = mid;
    mid = (low + high) / 2;
    if (mid === high || mid === low) break;
    balance = rate(rated, fixed, keep, order, mid);
  }
  return rated.slice(0, keep).map((entry) => entry.item);
}

/**
 * Ranks the candidates by score - q × possible (leaving the first `keep` in `rated` as the ones kept) and returns
 * how far the kept and never-dropped assignments are above (positive) or below q.
 */
function rate(rated: { item: Scored; rating: number }[], fixed: Scored[], keep: number, order: Order, q: number): number {
  for (const entry of rated) entry.rating = entry.item.score - q * entry.item.possible;
  const sign = order === 'best' ? -1 : 1;
  rated.sort((a, b) => sign * (a.rating - b.rating) || a.item.id - b.item.id);
  let balance = 0;
  let counted = 0;
  for (const entry of rated) {
    if (counted++ === keep) break;
    balance += entry.rating;
  }
  for (const item of fixed) balance += item.score - q * item.possible;
  return balance;
}
