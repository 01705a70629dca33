import type { CanvasId } from '@/api/schemas/ids';

/**
 * "Student N" while names are hidden. N must be the same on every load, under every filter and sort, and must
 * not follow the alphabet (nor the user id, which often follows enrolment order). The rail loads 100 students at
 * a time, so N cannot be a position in the whole roster; it is a keyed permutation of the user id instead: ids
 * in [2^b, 2^(b+1)) are shuffled among themselves by a small Feistel network keyed by the assignment id, so two
 * students never share a number and nothing about the order of names shows.
 */
export function studentNumber(assignmentId: CanvasId, userId: CanvasId): number {
  const id = localId(userId);
  if (id < 2) return id;
  const bits = Math.floor(Math.log2(id));
  const base = 2 ** bits;
  // The offset within the bucket is permuted over `bits` bits; cycle-walking keeps the result inside it.
  let offset = id - base;
  do offset = feistel(offset, bits, localId(assignmentId));
  while (offset >= base);
  return base + offset;
}

/**
 * An id as a number small enough to permute exactly. A cross-shard id is the shard times 10^13 plus the id
 * within the shard (canvas-api.md §1.4); one course's students share a shard, so the last 13 digits stay unique.
 */
function localId(id: CanvasId): number {
  const local = Number(id.slice(-13));
  return Number.isSafeInteger(local) ? local : 0;
}

export function anonymousLabel(assignmentId: CanvasId, userId: CanvasId): string {
  return `Student ${studentNumber(assignmentId, userId)}`;
}

const ROUNDS = 4;

/** A balanced Feistel permutation of [0, 2^(2h)) with 2h ≥ bits; halves stay below 2^26 so doubles are exact. */
function feistel(value: number, bits: number, key: number): number {
  const half = Math.ceil(bits / 2);
  const size = 2 ** half;
  let left = Math.floor(value / size);
  let right = value % size;
  for (let round = 0; round < ROUNDS; round += 1) {
    const next = (left + roundHash(right, round, key)) % size;
    left = right;
    right = next;
  }
  return left * size + right;
}

function roundHash(value: number, round: number, key: number): number {
  let h = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(key | 0, 0xc2b2ae35) ^ Math.imul(round + 1, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}
