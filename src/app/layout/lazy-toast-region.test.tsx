import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast, toastQueue } from '@/components/toast/toast-queue';
import { LazyToastRegion } from './lazy-toast-region';

afterEach(() => {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  cleanup();
});

describe('the toast region, fetched with the first toast', () => {
  it('shows a toast raised before its code was loaded, in the labelled landmark, and closes it', async () => {
    render(<LazyToastRegion />);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();

    act(() => void showToast({ title: 'Course published', tone: 'error' }));

    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Course published')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Course published')).toBeNull());
  });
});
