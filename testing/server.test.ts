import { spawn } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { readyLine } from './server';

const node = (script: string) => spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
const READY = { url: 'http://127.0.0.1:4321', tokens: { admin: 'a', teacher: 't', ta: 'ta', student: 's' } };

describe('readyLine', () => {
  it('skips log lines and a JSON line that is not the ready line, even when the line arrives in pieces', async () => {
    const child = node(`
      console.log('starting');
      console.log(JSON.stringify({ level: 'info' }));
      const line = ${JSON.stringify(JSON.stringify(READY))};
      process.stdout.write(line.slice(0, 10));
      setTimeout(() => { process.stdout.write(line.slice(10) + '\\n'); setTimeout(() => {}, 60000); }, 50);
    `);
    try {
      expect(await readyLine(child)).toEqual(READY);
    } finally {
      child.kill();
    }
  });

  it('fails with what the command printed when it exits before it is ready', async () => {
    const child = node(`console.error('--seed must be demo, none or large'); process.exit(2)`);
    await expect(readyLine(child)).rejects.toThrow(/exited \(2\)[\s\S]*--seed must be demo/);
  });

  it('fails when no ready line comes in time', async () => {
    const child = node('setTimeout(() => {}, 60000)');
    try {
      await expect(readyLine(child, 200)).rejects.toThrow(/did not print its ready line within 200 ms/);
    } finally {
      child.kill();
    }
  });

  it('passes the server\'s later problems on to stderr, but not its info messages', async () => {
    const child = node(`
      console.log(${JSON.stringify(JSON.stringify(READY))});
      setTimeout(() => {
        console.error(JSON.stringify({ level: 'info', message: 'Seeded' }));
        console.error(JSON.stringify({ level: 'error', message: 'Unexpected error: Cannot find module' }));
        setTimeout(() => {}, 60000);
      }, 50);
    `);
    const written = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await readyLine(child);
      await vi.waitFor(() => expect(written).toHaveBeenCalledWith(expect.stringContaining('Cannot find module')));
      expect(written.mock.calls.flat().join('')).not.toContain('Seeded');
    } finally {
      written.mockRestore();
      child.kill();
    }
  });
});
