import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithApi } from '@/test/render-app';
import { createTestApp } from '../../../../server/test/test-app';
import { standardWorld } from '../../../../server/test/test-data';
import type { AssignToCard } from './assign-to-model';
import { assignToCardsSchema } from './assign-to-schema';
import { AssignToSection } from './assign-to-section';
import type { CanvasId } from '@/api/schemas/ids';

const formSchema = z.object({ assignTo: assignToCardsSchema });
type FormValues = z.infer<typeof formSchema>;

/** A stand-in for the editor's form: the section under the field name the editor gives it, and a submit. */
function EditorForm({ initial, courseId, onSave }: { initial: AssignToCard[]; courseId: CanvasId; onSave: (values: FormValues) => void }) {
  const form = useForm<FormValues>({ defaultValues: { assignTo: initial }, resolver: zodResolver(formSchema) });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
        <AssignToSection name="assignTo" courseId={courseId} timeZone="America/Denver" groupCategoryId={null} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

const card = (key: string, assignees: AssignToCard['assignees'], dates: Partial<AssignToCard> = {}): AssignToCard => ({
  key,
  assignees,
  overrideIds: [],
  due_at: '',
  unlock_at: '',
  lock_at: '',
  ...dates,
});

/** Biology 101 with Lab A (2 students), Lab B (1 student) and Sam Student in the course's own section: 4 students. */
function world() {
  const server = createTestApp();
  const w = standardWorld(server.data);
  const labA = { id: w.course.id, sectionId: server.data.section(w.course.id, 'Lab A') };
  const labB = { id: w.course.id, sectionId: server.data.section(w.course.id, 'Lab B') };
  server.data.enroll(server.data.user('Nadia Okoro'), labA, 'StudentEnrollment');
  server.data.enroll(server.data.user('Omar Haddad'), labA, 'StudentEnrollment');
  server.data.enroll(server.data.user('Petra Lind'), labB, 'StudentEnrollment');
  return { server, courseId: String(w.course.id), labA: String(labA.sectionId) };
}

const cardNamed = (name: string) => screen.getByRole('group', { name });

describe('the Assign to cards', () => {
  it('adds a card and picks a section and a server-searched student by keyboard', async () => {
    const { server, courseId, labA } = world();
    let saved: FormValues | undefined;
    const { user } = renderWithApi(
      server,
      <EditorForm initial={[card('everyone', [{ kind: 'everyone' }])]} courseId={courseId} onSave={(values) => (saved = values)} />,
      'teacher-token',
    );

    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const picker = within(cardNamed('Card 2')).getByRole('combobox', { name: 'Assign to' });
    await waitFor(() => expect(document.activeElement).toBe(picker));

    await user.keyboard('Lab A');
    await screen.findByRole('option', { name: /Lab A/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.keyboard('Omar');
    // The server's answer for "Omar", not the unfiltered list typing ran ahead of.
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('Omar Haddad')]));
    await user.keyboard('{ArrowDown}{Enter}');

    await user.keyboard('{Escape}');
    const chips = within(within(cardNamed('Card 2')).getByRole('list', { name: 'Assigned on this card' }));
    expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      expect.stringContaining('Lab A'),
      expect.stringContaining('Omar Haddad'),
    ]);
    expect(within(cardNamed('Card 2')).getByRole('status').textContent).toBe('Omar Haddad added.');
    expect(within(cardNamed('Card 1')).getByText('Everyone else')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved?.assignTo[1]?.assignees).toEqual([
      { kind: 'section', id: labA, name: 'Lab A' },
      { kind: 'student', id: expect.stringMatching(/^\d+$/) as string, name: 'Omar Haddad' },
    ]);
  });

  it('does not offer on one card what another card holds', async () => {
    const { server, courseId, labA } = world();
    const initial = [card('everyone', [{ kind: 'everyone' }]), card('a', [{ kind: 'section', id: labA, name: 'Lab A' }]), card('b', [])];
    const { user } = renderWithApi(server, <EditorForm initial={initial} courseId={courseId} onSave={() => undefined} />, 'teacher-token');

    await user.click(within(cardNamed('Card 3')).getByRole('combobox', { name: 'Assign to' }));
    await screen.findByRole('option', { name: /Lab B/ });
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered.some((text) => text.includes('Lab A'))).toBe(false);
    expect(offered.some((text) => text.includes('Everyone'))).toBe(false);
    expect(offered.some((text) => text.includes('Sam Student'))).toBe(true);
  });

  it('warns, naming how many students are left out, before the last everyone card goes', async () => {
    const { server, courseId, labA } = world();
    const initial = [card('everyone', [{ kind: 'everyone' }]), card('a', [{ kind: 'section', id: labA, name: 'Lab A' }])];
    const { user } = renderWithApi(server, <EditorForm initial={initial} courseId={courseId} onSave={() => undefined} />, 'teacher-token');
    await screen.findAllByRole('combobox', { name: 'Assign to' });

    await user.click(within(cardNamed('Card 1')).getByRole('button', { name: 'Remove card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Assign only to the cards left?' });
    await waitFor(() => expect(dialog.textContent).toContain('2 students will not be assigned.'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('group', { name: /^Card/ })).toHaveLength(2);

    await user.click(within(cardNamed('Card 1')).getByRole('button', { name: 'Remove card' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove everyone' }));
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Card/ })).toHaveLength(1));
    expect(within(cardNamed('Card 1')).getByText('Lab A')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add card' })));
  });

  it('catches dates out of order before saving, naming the field and focusing it', async () => {
    const { server, courseId } = world();
    let saved = false;
    const initial = [card('everyone', [{ kind: 'everyone' }], { due_at: '2026-01-12T09:00', lock_at: '2026-01-11T09:00' })];
    const { user } = renderWithApi(server, <EditorForm initial={initial} courseId={courseId} onSave={() => (saved = true)} />, 'teacher-token');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const until = screen.getByLabelText('Until');
    await waitFor(() => expect(document.activeElement).toBe(until));
    expect(until.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Until must not be before Due.')).toBeTruthy();
    expect(saved).toBe(false);
  });
});
