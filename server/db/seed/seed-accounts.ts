import { hashToken } from '../../canvas/auth';
import { DEMO_ACCOUNTS, type DemoRole } from './demo-accounts';
import { DEMO_IDS } from './demo-ids';
import { person } from './names';
import type { SeedContext } from './seed-context';
import { createUser, recordLogins } from './seed-people';

export type Terms = { past: TermDates; current: TermDates; future: TermDates };
type TermDates = { id: number; startAt: string; endAt: string };

/** Root account, the sciences sub-account and the four terms every course hangs off. */
export function seedAccountsAndTerms(ctx: SeedContext): Terms {
  const { insert, clock, rng } = ctx;
  const createdAt = clock.rel(-400);
  insert('accounts', {
    id: DEMO_IDS.accounts.root,
    name: 'Lectern University',
    uuid: rng.alnum(40),
    created_at: createdAt,
  });
  insert('accounts', {
    id: DEMO_IDS.accounts.sciences,
    name: 'School of Sciences',
    uuid: rng.alnum(40),
    parent_account_id: DEMO_IDS.accounts.root,
    root_account_id: DEMO_IDS.accounts.root,
    sis_account_id: 'SCI',
    created_at: createdAt,
  });
  const term = (id: number, name: string, startAt: string | null, endAt: string | null, sis: string | null) =>
    insert('enrollment_terms', {
      id,
      root_account_id: DEMO_IDS.accounts.root,
      name,
      start_at: startAt,
      end_at: endAt,
      is_default: startAt === null ? 1 : 0,
      sis_term_id: sis,
      created_at: createdAt,
    });
  term(DEMO_IDS.terms.default, 'Default Term', null, null, null);
  const dates = (id: number, start: number, end: number): TermDates => ({
    id,
    startAt: clock.startOfDay(start),
    endAt: clock.due(end),
  });
  const terms: Terms = {
    past: dates(DEMO_IDS.terms.past, -210, -75),
    current: dates(DEMO_IDS.terms.current, -45, 75),
    future: dates(DEMO_IDS.terms.future, 105, 225),
  };
  term(terms.past.id, 'Previous Term', terms.past.startAt, terms.past.endAt, 'TERM-PREV');
  term(terms.current.id, 'Current Term', terms.current.startAt, terms.current.endAt, 'TERM-CUR');
  term(terms.future.id, 'Upcoming Term', terms.future.startAt, terms.future.endAt, 'TERM-NEXT');
  return terms;
}

const profiles: Record<DemoRole, { userId: number; pronouns: string; bio: string | null }> = {
  admin: { userId: DEMO_IDS.users.admin, pronouns: 'she/her', bio: 'Runs the learning platform at Lectern.' },
  teacher: { userId: DEMO_IDS.users.teacher, pronouns: 'he/him', bio: 'Cell biologist; teaches biology and ecology.' },
  ta: { userId: DEMO_IDS.users.ta, pronouns: 'she/her', bio: 'Graduate student in molecular biology.' },
  student: { userId: DEMO_IDS.users.student, pronouns: 'she/her', bio: null },
};

/** The four sign-in identities (fixed ids 1–4) with hashed tokens, plus two supporting people. */
export function seedDemoUsers(ctx: SeedContext): void {
  const { insert, clock } = ctx;
  for (const account of DEMO_ACCOUNTS) {
    const [first = '', last = ''] = account.name.split(' ');
    const profile = profiles[account.role];
    createUser(ctx, {
      id: profile.userId,
      person: person(first, last),
      createdDaysAgo: account.role === 'student' ? 60 : 380,
      pronouns: profile.pronouns,
      bio: profile.bio,
      sisUserId: account.role === 'student' ? 'S100100' : null,
      timeZone: 'America/Denver',
    });
    insert('access_tokens', {
      user_id: profile.userId,
      token_hash: hashToken(account.token),
      purpose: 'demo',
      created_at: clock.rel(-60),
    });
  }
  insert('account_users', { account_id: DEMO_IDS.accounts.root, user_id: DEMO_IDS.users.admin, role: 'AccountAdmin' });
  createUser(ctx, { id: DEMO_IDS.users.observer, person: person('Omar', 'Haddad'), createdDaysAgo: 55 });
  createUser(ctx, {
    id: DEMO_IDS.users.ecologyTeacher,
    person: person('Tomás', 'Alvarez'),
    createdDaysAgo: 370,
    pronouns: 'he/him',
    timeZone: 'America/Denver',
  });
  // Staff sign in often; the student signed in within the last few hours so she sorts near the top of recent_students.
  recordLogins(ctx, DEMO_IDS.users.admin, 6, 20);
  recordLogins(ctx, DEMO_IDS.users.teacher, 10, 14);
  recordLogins(ctx, DEMO_IDS.users.ta, 6, 10);
  recordLogins(ctx, DEMO_IDS.users.student, 8, 12);
  insert('logins', { user_id: DEMO_IDS.users.student, logged_in_at: clock.rel(0, -180) });
}
