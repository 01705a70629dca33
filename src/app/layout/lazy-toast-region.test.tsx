import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeToast, showToast } from '@/components/toast/toast-queue';
import { LazyToastRegion } from './lazy-toast-region';

afterEach(async () => {
  // Imported here, not above: the test raises its toasts before the region's module, with the queue, is loaded.
  const { toastQueue } = await import('@/components/toast/toast-region');
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  cleanup();
});

describe('the toast region, fetched with the first toast', () => {
  it('shows the toasts raised before its code was loaded, in order, in the labelled landmark, and closes them', async () => {
    render(<LazyToastRegion />);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();

    act(() => {
      showToast({ title: 'Course published', tone: 'error' });
      // Closed by its key before React Aria's queue had arrived: it is never shown.
      closeToast(showToast({ title: 'Saving…' }));
      showToast({ title: 'Grades posted', tone: 'success' });
    });

    // The region's chunk is compiled on this first import: seconds on a busy machine, past findBy's default second
    // (the one flaky run in CI, 2026-11-29). The app's page tests wait as long (src/test/render-app.tsx).
    const region = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 15_000 });
    await within(region).findByText('Grades posted');
    expect(within(region).getAllByRole('alertdialog').map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('Grades posted'),
      expect.stringContaining('Course published'),
    ]);
    expect(within(region).queryByText('Saving…')).toBeNull();
    const [, dismissPublished] = within(region).getAllByRole('button', { name: 'Dismiss notification' });
    await userEvent.click(dismissPublished as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Course published')).toBeNull());
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Grades posted')).toBeNull());
  });
});
