import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessibleDescription } from '@/test/accessible-description';
import { CellSaveMark } from './cell-save-mark';
import { GradeCellInput } from './grade-cell-input';

afterEach(cleanup);

const points = { grading_type: 'points', points_possible: 10, grading_standard_id: null };

function setup(onSave: (text: string) => string | undefined = () => undefined, initialText = '7') {
  const onCancel = vi.fn();
  const onMove = vi.fn();
  const save = vi.fn(onSave);
  render(<GradeCellInput assignment={points} initialText={initialText} label="Grade for Ada, Essay" onSave={save} onCancel={onCancel} onMove={onMove} />);
  return { input: screen.getByRole<HTMLInputElement>('textbox', { name: 'Grade for Ada, Essay' }), onCancel, onMove, save, user: userEvent.setup() };
}

describe('GradeCellInput', () => {
  it('saves on Enter and moves down, on Tab right, on Shift+Tab left', async () => {
    const { input, onMove, save, user } = setup();
    await user.clear(input);
    await user.type(input, '9{Enter}');
    expect(save).toHaveBeenLastCalledWith('9');
    expect(onMove).toHaveBeenLastCalledWith('down');
    await user.keyboard('{Tab}');
    expect(onMove).toHaveBeenLastCalledWith('right');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(onMove).toHaveBeenLastCalledWith('left');
  });

  it('hands over a single typed key that started the edit', async () => {
    const { input, save, user } = setup(undefined, 'A');
    expect(input.value).toBe('A');
    await user.keyboard('{Enter}');
    expect(save).toHaveBeenCalledWith('A');
  });

  it('keeps the typed text with the reason when it cannot be saved, and does not move', async () => {
    const { input, onMove, user } = setup(() => 'Unknown letter grade.');
    await user.clear(input);
    await user.type(input, 'Q+{Enter}');
    expect(input.value).toBe('Q+');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(input)).toMatch(/^Unknown letter grade\./);
    expect(onMove).not.toHaveBeenCalled();
    await user.type(input, 'x');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('cancels on Escape without saving', async () => {
    const { input, onCancel, save, user } = setup();
    await user.type(input, '5{Escape}');
    expect(onCancel).toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('CellSaveMark', () => {
  it('names each state in words, with the server message when refused', () => {
    const { rerender, container } = render(<CellSaveMark state="unsaved" />);
    expect(container.textContent).toBe('Not saved, will retry');
    rerender(<CellSaveMark state="rejected" message="Grade must be a number" />);
    expect(container.textContent).toBe('Not saved: Grade must be a number');
    rerender(<CellSaveMark state={undefined} />);
    expect(container.textContent).toBe('');
  });
});
