import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installTextRanges } from '@/test/text-ranges';
import { ConfirmDialog } from './confirm-dialog';

// Among jsdom's gaps it fills: CSS.escape, which React Aria's modal calls when it opens from the keyboard.
beforeAll(installTextRanges);
// The first opening compiles the lazy modal module, which takes seconds on a busy machine (as in src/test/render-app.tsx).
configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

function DeleteButton({ onConfirm }: { onConfirm: () => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete file
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Delete notes.pdf?"
        description="The file is deleted for everyone."
        confirmLabel="Delete"
        tone="danger"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('a confirmation, whose modal code loads when it first opens', () => {
  it('opens from the keyboard, traps focus inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete notes.pdf?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // React Aria gives focus back in the frame after the modal unmounts.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete file' })));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action when its button is pressed with the keyboard', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete file' }));
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    confirm.focus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
