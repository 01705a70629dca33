import type { OverrideFields } from '@/api/assignment-overrides';
import { zonedLocalToUtcIso } from '@/lib/zoned-time';
import { holdsEveryone, type Assignee, type AssignToCard, type CardDates } from './assign-to-model';
import type { CanvasId } from '@/api/schemas/ids';

/** The assignment's own date parameters (§4.5): only the keys whose value changed. */
export interface BaseChanges {
  due_at?: string | null;
  unlock_at?: string | null;
  lock_at?: string | null;
  only_visible_to_overrides?: boolean;
}

export interface OverrideCreate {
  /** The card the override saves; a failure marks it. */
  cardKey: string;
  fields: OverrideFields;
}

export interface OverrideUpdate extends OverrideCreate {
  id: CanvasId;
}

export interface AssignToPlan {
  base: BaseChanges;
  creates: OverrideCreate[];
  updates: OverrideUpdate[];
  deletes: CanvasId[];
}

type Dates = Pick<OverrideFields, 'due_at' | 'unlock_at' | 'lock_at'>;

/**
 * All three dates, null for none. As Canvas's own Assign To tray does, every override write carries every date:
 * an update replaces (§4.11), so a date left out would silently stop applying.
 */
function canvasDates(card: CardDates, timeZone: string): Required<Dates> {
  return {
    due_at: zonedLocalToUtcIso(card.due_at, timeZone),
    unlock_at: zonedLocalToUtcIso(card.unlock_at, timeZone),
    lock_at: zonedLocalToUtcIso(card.lock_at, timeZone),
  };
}

/** One override a card needs: a section, a group, or all the card's students together (one adhoc override). */
interface Target {
  cardKey: string;
  fields: OverrideFields & Required<Dates>;
  /** The loaded override it continues, if any. */
  id?: CanvasId;
}

const idsOf = (assignees: Assignee[], kind: 'student' | 'section' | 'group') =>
  assignees.flatMap((a) => (a.kind === kind ? [a.id] : []));

function cardTargets(card: AssignToCard, timeZone: string): Target[] {
  const dates = canvasDates(card, timeZone);
  const cardKey = card.key;
  const students = idsOf(card.assignees, 'student');
  return [
    ...idsOf(card.assignees, 'section').map((id) => ({ cardKey, fields: { course_section_id: id, ...dates } })),
    ...idsOf(card.assignees, 'group').map((id) => ({ cardKey, fields: { group_id: id, ...dates } })),
    ...(students.length > 0 ? [{ cardKey, fields: { student_ids: students, ...dates } }] : []),
  ];
}

const targetKind = (fields: OverrideFields) =>
  fields.course_section_id !== undefined ? `section-${fields.course_section_id}` : fields.group_id !== undefined ? `group-${fields.group_id}` : 'students';

/**
 * Which loaded override a target continues. A section or group keeps its override wherever its card moved (it may
 * hold only one per assignment, so a delete then create could collide); a card's students keep the adhoc
 * override that card was loaded from. Anything else is new.
 */
function matchLoaded(target: Target, card: AssignToCard, loaded: Map<CanvasId, Target>, claimed: Set<CanvasId>): CanvasId | undefined {
  const kind = targetKind(target.fields);
  const candidates = kind === 'students' ? card.overrideIds : [...loaded.keys()];
  return candidates.find((id) => {
    const candidate = loaded.get(id);
    return !claimed.has(id) && candidate !== undefined && targetKind(candidate.fields) === kind;
  });
}

function loadedTargets(loadedCards: readonly AssignToCard[], timeZone: string): Map<CanvasId, Target> {
  const byId = new Map<CanvasId, Target>();
  for (const card of loadedCards) {
    const targets = cardTargets(card, timeZone);
    card.overrideIds.forEach((id, index) => {
      const target = targets[index];
      if (target) byId.set(id, { ...target, id });
    });
  }
  return byId;
}

const sameIds = (a: readonly CanvasId[] = [], b: readonly CanvasId[] = []) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

function changed(before: Target['fields'], after: Target['fields']): boolean {
  return (
    before.due_at !== after.due_at ||
    before.unlock_at !== after.unlock_at ||
    before.lock_at !== after.lock_at ||
    !sameIds(before.student_ids, after.student_ids)
  );
}

/** An update cannot change an override's target (§4.11): it sends the dates, and the students of an adhoc one. */
function updateFields({ course_section_id: _section, group_id: _group, ...fields }: Target['fields']): OverrideFields {
  return fields;
}

/**
 * A student is in one adhoc override at a time, so an update that takes students off an override goes before one
 * that may give them to another.
 */
function freeingFirst(updates: OverrideUpdate[], loaded: Map<CanvasId, Target>): OverrideUpdate[] {
  const frees = (update: OverrideUpdate) => {
    const kept = new Set(update.fields.student_ids ?? []);
    return (loaded.get(update.id)?.fields.student_ids ?? []).some((id) => !kept.has(id));
  };
  return [...updates.filter(frees), ...updates.filter((update) => !frees(update))];
}

function planBase(loadedCards: readonly AssignToCard[], cards: readonly AssignToCard[], timeZone: string): BaseChanges {
  const before = loadedCards.find(holdsEveryone);
  const after = cards.find(holdsEveryone);
  const base: BaseChanges = {};
  if (Boolean(before) !== Boolean(after)) base.only_visible_to_overrides = !after;
  // Without an "everyone" card the base dates apply to no one; Canvas's tray leaves them as they are, and so do we.
  if (!after) return base;
  const wanted = canvasDates(after, timeZone);
  const had = before ? canvasDates(before, timeZone) : undefined;
  for (const key of ['due_at', 'unlock_at', 'lock_at'] as const) {
    if (!had || had[key] !== wanted[key]) base[key] = wanted[key];
  }
  return base;
}

/**
 * What saving the cards must send, given the cards as they were loaded: the base date changes, then only the
 * override creates, updates and deletes that differ from what was loaded. Loaded cards must come from
 * cardsFromAssignment (one override per card); the cards being saved may hold any mix of assignees.
 */
export function planAssignToSave(loadedCards: readonly AssignToCard[], cards: readonly AssignToCard[], timeZone: string): AssignToPlan {
  const loaded = loadedTargets(loadedCards, timeZone);
  const claimed = new Set<CanvasId>();
  const creates: OverrideCreate[] = [];
  const updates: OverrideUpdate[] = [];
  for (const card of cards) {
    for (const target of cardTargets(card, timeZone)) {
      const id = matchLoaded(target, card, loaded, claimed);
      const before = id === undefined ? undefined : loaded.get(id);
      if (id === undefined || !before) {
        creates.push({ cardKey: card.key, fields: target.fields });
        continue;
      }
      claimed.add(id);
      if (changed(before.fields, target.fields)) updates.push({ id, cardKey: card.key, fields: updateFields(target.fields) });
    }
  }
  const deletes = [...loaded.keys()].filter((id) => !claimed.has(id));
  return { base: planBase(loadedCards, cards, timeZone), creates, updates: freeingFirst(updates, loaded), deletes };
}

/** True when saving would send nothing about the cards. */
export function isEmptyPlan(plan: AssignToPlan): boolean {
  return Object.keys(plan.base).length === 0 && plan.creates.length === 0 && plan.updates.length === 0 && plan.deletes.length === 0;
}
