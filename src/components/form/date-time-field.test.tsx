import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibleDescription } from '@/test/accessible-description';
import { DateTimeField } from './date-time-field';

function Harness({ initial, viewerTimeZone }: { initial: string; viewerTimeZone: string }) {
  const [value, setValue] = useState(initial);
  return <DateTimeField label="Due" value={value} onChange={setValue} timeZone="America/Denver" viewerTimeZone={viewerTimeZone} />;
}

afterEach(cleanup);

describe('DateTimeField', () => {
  it('describes the course zone and, for a viewer elsewhere, their own time', () => {
    render(<Harness initial="2026-01-12T09:00" viewerTimeZone="Europe/Paris" />);
    const input = screen.getByLabelText<HTMLInputElement>('Due');
    expect(input.value).toBe('2026-01-12T09:00');
    expect(accessibleDescription(input)).toContain('Course time: Mountain Standard Time.');
    expect(accessibleDescription(input)).toMatch(/5:00\s?PM in your time, Mon, Jan 12\./);

    fireEvent.change(input, { target: { value: '2026-07-01T23:30' } });
    expect(accessibleDescription(input)).toContain('Course time: Mountain Daylight Time.');
    expect(accessibleDescription(input)).toMatch(/7:30\s?AM in your time, Thu, Jul 2\./);
  });

  it('shows only the course zone to a viewer in it, as its short name beside the input', () => {
    render(<Harness initial="2026-01-12T09:00" viewerTimeZone="America/Denver" />);
    const input = screen.getByLabelText('Due');
    expect(accessibleDescription(input)).toBe('Course time: Mountain Standard Time.');
    expect(input.parentElement?.textContent).toMatch(/^MT/);
  });

  it('clears by keyboard and gives the focus back to the input', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-01-12T09:00" viewerTimeZone="America/Denver" />);
    const input = screen.getByLabelText<HTMLInputElement>('Due');
    const clear = screen.getByRole('button', { name: 'Clear Due' });
    clear.focus();
    await user.keyboard('{Enter}');
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Clear Due' }).disabled).toBe(true);
  });
});
