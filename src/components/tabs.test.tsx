import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

function Views() {
  const [selected, setSelected] = useState<'one' | 'two' | 'three'>('one');
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        label="Views"
        selected={selected}
        onSelect={setSelected}
        tabs={[
          { id: 'one', title: 'One', panel: <p>First panel</p> },
          { id: 'two', title: 'Two', panel: <a href="#x">Second panel link</a> },
          { id: 'three', title: 'Three', panel: <p>Third panel</p> },
        ]}
      />
    </>
  );
}

describe('Tabs', () => {
  it('shows the selected tab’s panel, named by its tab', () => {
    render(<Views />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('First panel');
    expect(screen.queryByText('Third panel')).toBeNull();
  });

  it('is one tab stop; arrows, Home and End select and focus the next tab, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Views />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel', { name: 'Three' }).textContent).toBe('Third panel');
    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' }).getAttribute('aria-selected')).toBe('true');
    // Tab leaves the list for the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Two' }));
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' }).getAttribute('aria-selected')).toBe('true');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<Views />);
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('link', { name: 'Second panel link' })).toBeTruthy();
  });
});
