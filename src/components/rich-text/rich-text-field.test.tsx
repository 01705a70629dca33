import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibleDescription } from '@/test/accessible-description';
import { installTextRanges } from '@/test/text-ranges';
import { RichTextField } from './rich-text-field';

installTextRanges();
afterEach(cleanup);

/** A form's view of the field: the HTML it would save shows under it. */
function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextField label="Syllabus content" description="Shown to students." error={error} value={html} onChange={setHtml} />
      <p aria-label="Saved HTML">{html}</p>
    </>
  );
}

async function renderField(props: { initial?: string; error?: string } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const toolbar = await screen.findByRole('toolbar', { name: 'Formatting, Syllabus content' }, { timeout: 15_000 });
  const editor = screen.getByRole('textbox', { name: 'Syllabus content' });
  const saved = () => screen.getByLabelText('Saved HTML').textContent;
  return { user, toolbar, editor, saved, button: (name: string) => within(toolbar).getByRole('button', { name }) };
}

describe('RichTextField', () => {
  it('is a labelled, described multiline textbox, invalid when the field has an error', async () => {
    const { editor } = await renderField({ initial: '<p>Week one</p>', error: 'Too long' });
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(editor)).toContain('Shown to students.');
    expect(accessibleDescription(editor)).toContain('Too long');
    expect(within(editor).getByText('Week one')).toBeTruthy();
  });

  it('toggles formatting from the toolbar and reports it with aria-pressed', async () => {
    const { user, editor, button, saved } = await renderField({ initial: '<p>Cells</p>' });
    await user.click(screen.getByText('Syllabus content'));
    expect(button('Heading 2').getAttribute('aria-pressed')).toBe('false');
    await user.click(button('Heading 2'));
    expect(button('Heading 2').getAttribute('aria-pressed')).toBe('true');
    expect(button('Paragraph').getAttribute('aria-pressed')).toBe('false');
    expect(within(editor).getByRole('heading', { level: 2, name: 'Cells' })).toBeTruthy();
    expect(saved()).toBe('<h2>Cells</h2>');

    await user.click(button('Bulleted list'));
    expect(button('Bulleted list').getAttribute('aria-pressed')).toBe('true');
    expect(saved()).toBe('<ul><li><p>Cells</p></li></ul>');
    await user.click(button('Undo'));
    expect(saved()).not.toContain('<ul>');
    expect(button('Bulleted list').getAttribute('aria-pressed')).toBe('false');
    await user.click(button('Redo'));
    expect(saved()).toBe('<ul><li><p>Cells</p></li></ul>');
  });

  it('round-trips through the HTML source view: edits there apply to the editor', async () => {
    const { user, editor, button, saved } = await renderField({ initial: '<p>Old</p>' });
    await user.click(button('HTML source'));
    expect(button('HTML source').getAttribute('aria-pressed')).toBe('true');
    expect(button('Bold')).toHaveProperty('disabled', true);
    const source = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Syllabus content (HTML source)' });
    expect(source.value).toBe('<p>Old</p>');

    await user.clear(source);
    await user.paste('<h3>Week 1</h3><ol><li><p>Read <a href="https://example.org">the notes</a></p></li></ol><script>alert(1)</script>');
    // The editor keeps what it can represent; the script is gone before anything is saved.
    expect(saved()).toBe('<h3>Week 1</h3><ol><li><p>Read <a href="https://example.org">the notes</a></p></li></ol>');

    await user.click(button('HTML source'));
    expect(screen.queryByRole('textbox', { name: 'Syllabus content (HTML source)' })).toBeNull();
    expect(within(editor).getByRole('heading', { level: 3, name: 'Week 1' })).toBeTruthy();
    expect(within(editor).getByRole('link', { name: 'the notes' }).getAttribute('href')).toBe('https://example.org');
  });

  it('is one Tab stop; arrow keys, Home and End move between the buttons', async () => {
    const { user, toolbar, button } = await renderField();
    const tabbable = within(toolbar).getAllByRole('button').filter((element) => element.tabIndex === 0);
    expect(tabbable.map((element) => element.getAttribute('aria-label'))).toEqual(['Paragraph']);
    tabbable[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Heading 2'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(button('HTML source'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Paragraph'));
    await user.keyboard('{ArrowLeft}');
    expect(button('HTML source').tabIndex).toBe(0);
    expect(button('Paragraph').tabIndex).toBe(-1);
  });

  it('refuses a javascript: link and adds a web link', async () => {
    const { user, button, saved } = await renderField({ initial: '<p>Notes</p>' });
    await user.click(screen.getByText('Syllabus content'));
    await user.click(button('Link'));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    await user.type(url, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(url)).toMatch(/Enter a web address/);
    expect(saved()).toBe('<p>Notes</p>');

    await user.clear(url);
    await user.type(url, 'https://example.org/notes');
    await user.type(within(dialog).getByRole('textbox', { name: 'Text to show' }), 'Lecture notes');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saved()).toContain('<a href="https://example.org/notes">Lecture notes</a>');
    expect(button('Link').getAttribute('aria-pressed')).toBe('true');
  });

  it('edits and removes an existing link', async () => {
    const { user, button, saved } = await renderField({ initial: '<p><a href="https://example.org/old">Notes</a></p>' });
    await user.click(screen.getByText('Syllabus content'));
    expect(button('Link').getAttribute('aria-pressed')).toBe('true');
    await user.click(button('Link'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    const url = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'URL' });
    expect(url.value).toBe('https://example.org/old');
    await user.clear(url);
    await user.type(url, '/courses/1/files/2');
    await user.click(within(dialog).getByRole('button', { name: 'Update link' }));
    expect(saved()).toBe('<p><a href="/courses/1/files/2">Notes</a></p>');

    await user.click(button('Link'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit link' })).getByRole('button', { name: 'Remove link' }));
    expect(saved()).toBe('<p>Notes</p>');
  });
});
