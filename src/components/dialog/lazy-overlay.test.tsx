import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../error-boundary';
import { lazyOverlay, preloadOn } from './lazy-overlay';

// jsdom has <dialog> but not its modal methods; these do what the browser does that the test relies on.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(cleanup);

function Opener({ overlay }: { overlay: ReturnType<typeof lazyOverlay<{ onClose: () => void }>> }) {
  const [isOpen, setOpen] = useState(false);
  const Overlay = overlay;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} {...preloadOn(overlay)}>
        Open
      </button>
      {isOpen ? <Overlay onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const Loaded = ({ onClose }: { onClose: () => void }) => (
  <div role="dialog" aria-label="Loaded">
    <button type="button" onClick={onClose}>
      Done
    </button>
  </div>
);

describe('an overlay whose code loads when it is first wanted', () => {
  it('starts its download once, when the trigger is focused, and opens with it', async () => {
    const user = userEvent.setup();
    const load = vi.fn(() => Promise.resolve(Loaded));
    render(<Opener overlay={lazyOverlay(load)} />);
    expect(load).not.toHaveBeenCalled();

    await user.tab();
    expect(load).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Loaded' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when its code cannot be downloaded, and closing that tells the page it closed', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Opener overlay={lazyOverlay(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))} />);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const failed = await screen.findByRole('dialog', { name: 'This could not be opened' });
    expect(failed.textContent).toContain('Reload');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Opening again says the same: the browser would not download the failed module again.
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'This could not be opened' })).toBeTruthy();
  });

  it('leaves an error of the overlay itself to the boundaries above it', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = (): never => {
      throw new Error('a bug in the dialog');
    };
    render(
      <ErrorBoundary fallback={({ error }) => <p role="alert">{error instanceof Error ? error.message : ''}</p>}>
        <Opener overlay={lazyOverlay(() => Promise.resolve(Broken))} />
      </ErrorBoundary>,
    );

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect((await screen.findByRole('alert')).textContent).toBe('a bug in the dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
