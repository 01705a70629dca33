import { describe, expect, it } from 'vitest';
import { arrangeTabs, isValidPosition, moveTab, setHidden } from './tab-order';
import { parseTabChange } from './tab-params';

const IDS = ['home', 'a', 'b', 'c', 'settings'];

describe('arrangeTabs: a stored configuration over the offered tabs', () => {
  it('is the default order when nothing is stored', () => {
    expect(arrangeTabs(IDS, [])).toEqual(IDS.map((id) => ({ id })));
  });

  it('drops unknown and repeated ids, appends missing ones, pins home first and settings last', () => {
    const stored = [{ id: 'settings' }, { id: 'c', hidden: true }, { id: 'gone' }, { id: 'home', hidden: true }, { id: 'c' }, { id: 'a' }];
    expect(arrangeTabs(IDS, stored)).toEqual([{ id: 'home' }, { id: 'c', hidden: true }, { id: 'a' }, { id: 'b' }, { id: 'settings' }]);
  });
});

describe('moves and bounds', () => {
  const tabs = arrangeTabs(IDS, []);

  it('accepts 2..n as Canvas does and lands position n before settings', () => {
    expect([0, 1, 2, 5, 6].map((p) => isValidPosition(p, tabs.length))).toEqual([false, false, true, true, false]);
    expect(moveTab(tabs, 'a', 5).map((t) => t.id)).toEqual(['home', 'b', 'c', 'a', 'settings']);
    expect(moveTab(tabs, 'c', 2).map((t) => t.id)).toEqual(['home', 'c', 'a', 'b', 'settings']);
  });

  it('hides and shows without moving', () => {
    expect(setHidden(tabs, 'b', true)[2]).toEqual({ id: 'b', hidden: true });
    expect(setHidden(setHidden(tabs, 'b', true), 'b', false)).toEqual(tabs);
  });
});

describe('parseTabChange', () => {
  it("reads position as Ruby's to_i and hidden as Canvas's boolean, only when sent", () => {
    expect(parseTabChange({ position: '4' })).toEqual({ position: 4 });
    expect(parseTabChange({ position: '3abc', hidden: 'true' })).toEqual({ position: 3, hidden: true });
    expect(parseTabChange({ position: 'abc', hidden: '0' })).toEqual({ position: 0, hidden: false });
    expect(parseTabChange({ position: 2.9, hidden: false })).toEqual({ position: 2, hidden: false });
    expect(parseTabChange({ position: { x: '1' } })).toEqual({ position: 0 });
    expect(parseTabChange({})).toEqual({});
  });
});
