export type DemoRole = 'admin' | 'teacher' | 'ta' | 'student';

export type DemoAccount = { token: string; role: DemoRole; name: string; description: string };

/** The fixed sign-in identities of the demo seed (users 1–4 in this order); the sign-in page lists them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { token: 'demo-admin', role: 'admin', name: 'Ada Okafor', description: 'Account administrator' },
  { token: 'demo-teacher', role: 'teacher', name: 'Rafael Mendoza', description: 'Teacher of Biology 101' },
  { token: 'demo-ta', role: 'ta', name: 'Priya Raman', description: 'Teaching assistant in Biology 101' },
  { token: 'demo-student', role: 'student', name: 'Leila Haddad', description: 'Student in Biology 101' },
];
