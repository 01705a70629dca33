import type { Rng } from './rng';

// Broad mix of origins so name-based sorting, search and avatars get realistic variety.
export const FIRST_NAMES = [
  'Amara', 'Mateo', 'Yuki', 'Liam', 'Fatima', 'Noah', 'Priya', 'Diego', 'Chloe', 'Kwame',
  'Sofia', 'Hiroshi', 'Aisha', 'Lucas', 'Mei', 'Oluwaseun', 'Isabella', 'Arjun', 'Zara', 'Elijah',
  'Ingrid', 'Tariq', 'Camila', 'Kenji', 'Nadia', 'Samuel', 'Leilani', 'Dmitri', 'Hana', 'Jamal',
  'Valentina', 'Ravi', 'Emma', 'Chidi', 'Lucía', 'Finn', 'Anaya', 'Mohammed', 'Freya', 'Thanh',
  'Gabriel', 'Ayumi', 'Kofi', 'Olivia', 'Santiago', 'Ifeoma', 'Noor', 'Elias', 'Siobhan', 'Wei',
  'Malia', 'Andrés', 'Keanu', 'Esther', 'Yusuf', 'Rosa', 'Tomasz', 'Imani', 'Ji-woo', 'Maya',
] as const;

export const LAST_NAMES = [
  'Okafor', 'Garcia', 'Tanaka', 'Nguyen', 'Haddad', 'Johansson', 'Patel', 'Rossi', 'Mensah', 'Kim',
  'Fernández', 'Cohen', 'Abebe', 'Novak', 'Singh', 'Oyelaran', "O'Brien", 'Yamamoto', 'Silva', 'Kowalski',
  'Adeyemi', 'Hernández', 'Chen', 'Müller', 'Ivanova', 'Dubois', 'Ahmed', 'Kealoha', 'Park', 'Bianchi',
  'Mwangi', 'Santos', 'Lindqvist', 'Reyes', 'Begay', 'Nakamura', 'Osei', 'Hoang', 'Alvarez', 'Schmidt',
  'Khan', 'Moreau', 'Eze', 'Petrov', 'Takahashi', 'Walker', 'Castillo', 'Gupta', 'Murphy', 'Tran',
  'Bello', 'Jensen', 'Yilmaz', 'Morales', 'Sato', 'Wright', 'Asante', 'Romero', 'Lee', 'Bakr',
] as const;

export type Person = { first: string; last: string; name: string; sortableName: string; shortName: string };

/**
 * The short name is Canvas's display name (`display_name` in teacher lists and other embedded users). Nobody
 * in the demo chose one, so it is the full name, as Canvas's User#short_name falls back to the name.
 */
export function person(first: string, last: string): Person {
  const name = `${first} ${last}`;
  return { first, last, name, sortableName: `${last}, ${first}`, shortName: name };
}

/** ASCII local part for an email address: "Lucía O'Brien" → "lucia.obrien". */
export function emailLocalPart(p: Person): string {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  return `${fold(p.first)}.${fold(p.last)}`;
}

/** Draws people whose names are unique within this generator (the pool holds 3,600 pairs). */
export function createNameGenerator(rng: Rng, taken: Iterable<string> = []) {
  const used = new Set(taken);
  return (): Person => {
    for (;;) {
      const p = person(rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES));
      if (!used.has(p.name)) {
        used.add(p.name);
        return p;
      }
    }
  };
}
