import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export type CanvasArgs = {
  /** 0 picks a free port; the JSON line's url says which. */
  port: number;
  /** Undefined: a fresh temporary directory, removed when the command stops. */
  dataDir?: string;
  seed: 'demo' | 'large' | 'none';
  json: boolean;
  help: boolean;
};

export const USAGE = `Usage: lectern-canvas [--port P] [--data-dir D] [--seed demo|none|large] [--json]

Starts Lectern's Canvas-compatible server alone, in testing mode, on 127.0.0.1, and prints one JSON line on
stdout once it answers: {"url": "...", "tokens": {"admin": "...", "teacher": "...", "ta": "...", "student": "..."}}

  --port P       the port to listen on; 0 (the default) picks a free one
  --data-dir D   where the database and files live; an existing one is reused. Default: a fresh temporary
                 directory, removed when the command stops
  --seed S       what a new data dir starts with: demo (default), large, or none (the four accounts, no courses)
  --json         stdout holds the JSON line alone; every other message goes to stderr as a JSON line
  --help         this text

Exit status: 0 after SIGINT or SIGTERM, 1 when the server cannot start, 2 for bad arguments.`;

/** A bad command line: exit status 2, the message and the usage on stderr. */
export class UsageError extends Error {}

function portNumber(value: string | undefined): number {
  if (value === undefined) return 0;
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n) || n < 0 || n > 65535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535 (got "${value}")`);
  }
  return n;
}

function seedProfile(value: string | undefined): CanvasArgs['seed'] {
  if (value === undefined) return 'demo';
  if (value === 'demo' || value === 'large' || value === 'none') return value;
  throw new UsageError(`--seed must be demo, none or large (got "${value}")`);
}

export function parseCanvasArgs(argv: string[]): CanvasArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    // node:util's messages name the option ("Unknown option '--prot'"); its hints about `--` do not apply here.
    throw new UsageError((error as Error).message.split('. ')[0] ?? 'bad arguments');
  }
  const dataDir = values['data-dir'];
  if (dataDir !== undefined && dataDir.trim() === '') throw new UsageError('--data-dir must name a directory');
  return {
    port: portNumber(values.port),
    dataDir: dataDir === undefined ? undefined : resolve(dataDir),
    seed: seedProfile(values.seed),
    json: values.json,
    help: values.help,
  };
}
