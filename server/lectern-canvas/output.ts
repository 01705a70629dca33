import type { DemoAccount } from '../db/seed/demo-accounts';

/** Where the command's messages go: stdout carries the JSON line (and, without --json, a banner for people). */
export type CanvasOutput = {
  /** The one line a program waits for. */
  ready: (url: string, accounts: DemoAccount[], dataDir: string) => void;
  info: (message: string) => void;
  error: (message: string) => void;
};

export function canvasOutput(json: boolean): CanvasOutput {
  const message = (level: 'info' | 'error') => (text: string) =>
    process.stderr.write(json ? `${JSON.stringify({ level, message: text })}\n` : `${text}\n`);
  return {
    ready: (url, accounts, dataDir) => {
      const tokens = Object.fromEntries(accounts.map((account) => [account.role, account.token]));
      process.stdout.write(`${JSON.stringify({ url, tokens })}\n`);
      if (json) return;
      process.stdout.write(banner(url, accounts, dataDir));
    },
    info: message('info'),
    error: message('error'),
  };
}

function banner(url: string, accounts: DemoAccount[], dataDir: string): string {
  const lines = [
    `Lectern's Canvas is running at ${url} in testing mode (data in ${dataDir})`,
    ...accounts.map((account) => `  ${account.role.padEnd(8)} ${account.token.padEnd(14)} ${account.name} (${account.description})`),
    'POST /lectern/testing/reset with the admin token restores the data it started with. Ctrl+C stops it.',
  ];
  return `${lines.join('\n')}\n`;
}
