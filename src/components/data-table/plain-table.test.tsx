import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GrowingTable } from './growing-table';
import { plainColumn, usePlainTable, type PlainSorting } from './plain-table';

afterEach(cleanup);

type Item = { id: string; name: string; count: number; note?: string };

const columns = [
  plainColumn((item: Item) => item.name, { id: 'name', header: 'Name', cell: ({ getValue }) => <b>{getValue()}</b> }),
  plainColumn((item: Item) => item.count, { id: 'count', header: 'Count', meta: { align: 'end' }, cell: ({ getValue }) => getValue() }),
  plainColumn((item: Item) => item.note, { id: 'note', header: 'Note', cell: ({ row }) => row.original.note ?? '—' }),
  plainColumn((item: Item) => item.id, { id: 'id', header: 'Id', cell: ({ getValue }) => getValue() }),
];
const itemId = (item: Item) => item.id;
const ITEMS: Item[] = [
  { id: 'a', name: 'Alpha', count: 3 },
  { id: 'b', name: 'Beta', count: 1, note: 'second' },
];

function Items({ initial }: { initial?: PlainSorting }) {
  const [sorting, setSorting] = useState(initial);
  const table = usePlainTable({
    data: ITEMS,
    columns,
    getRowId: itemId,
    sorting,
    canSort: (id) => id !== 'id',
    onSortingChange: setSorting,
  });
  return <GrowingTable table={table} label="Items" plainUpTo={100} rowHeight={44} nearEndThreshold={20} onNearEnd={() => {}} />;
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('a plain table', () => {
  it('draws every row with its cells, and sort buttons on the sortable headers only', () => {
    render(<Items />);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(table.getAttribute('aria-rowcount')).toBe('3');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Alpha', '3', '—', 'a']);
    expect(rows[2]?.getAttribute('aria-rowindex')).toBe('3');
    expect(within(header('Name')).getByRole('button', { name: 'Name' })).toBeTruthy();
    expect(within(header('Id')).queryByRole('button')).toBeNull();
  });

  it('sorts text from A first, numbers and empty first values from the highest, and turns the order on the next click', async () => {
    const user = userEvent.setup();
    render(<Items />);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Count' }));
    expect(header('Count').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Note' }));
    expect(header('Note').getAttribute('aria-sort')).toBe('descending');
  });

  it('keeps its sort when another header is shift-clicked', async () => {
    const user = userEvent.setup();
    render(<Items initial={{ id: 'name', desc: false }} />);
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'Count' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Count').getAttribute('aria-sort')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
  });
});
