import { describe, expect, it } from 'vitest';
import { presentGroups } from './setting-definitions';
import { isSameSetting, parseSettingInput, settingInputText } from './setting-values';

describe('parseSettingInput', () => {
  it('turns typed text into the values PUT /settings expects', () => {
    expect(parseSettingInput('integer', ' 5 ')).toEqual({ ok: true, value: 5 });
    expect(parseSettingInput('integer', '')).toEqual({ ok: true, value: null });
    expect(parseSettingInput('color', '3b5bdb')).toEqual({ ok: true, value: '#3B5BDB' });
    expect(parseSettingInput('color', '#abc')).toEqual({ ok: true, value: '#ABC' });
    expect(parseSettingInput('text', '  Bio  ')).toEqual({ ok: true, value: 'Bio' });
    expect(parseSettingInput('text', '')).toEqual({ ok: true, value: null });
    expect(parseSettingInput('time', '09:30')).toEqual({ ok: true, value: '09:30:00' });
    expect(parseSettingInput('time', '23:59')).toEqual({ ok: true, value: '23:59:59' });
    expect(parseSettingInput('time', '')).toEqual({ ok: true, value: 'inherit' });
  });

  it('explains what is wrong', () => {
    expect(parseSettingInput('integer', '2.5')).toEqual({ ok: false, message: 'Enter a whole number, such as 3.' });
    expect(parseSettingInput('integer', '0')).toEqual({ ok: false, message: 'Enter a number from 1 to 100.' });
    expect(parseSettingInput('integer', '101')).toEqual({ ok: false, message: 'Enter a number from 1 to 100.' });
    expect(parseSettingInput('color', 'blue')).toEqual({ ok: false, message: 'Enter a hex color such as #3B5BDB.' });
    expect(parseSettingInput('text', 'x'.repeat(256))).toEqual({ ok: false, message: 'Use 255 characters or fewer.' });
    expect(parseSettingInput('time', '25:00')).toMatchObject({ ok: false });
  });
});

describe('settingInputText and isSameSetting', () => {
  it('shows stored values the way the inputs expect them', () => {
    expect(settingInputText('time', '23:59:59')).toBe('23:59');
    expect(settingInputText('integer', 3)).toBe('3');
    expect(settingInputText('text', null)).toBe('');
    expect(settingInputText('color', '#3b5bdb')).toBe('#3B5BDB');
  });

  it('skips saves that change nothing', () => {
    expect(isSameSetting('time', '23:59:59', 'inherit')).toBe(true);
    expect(isSameSetting('time', '23:59:59', '23:59:59')).toBe(true);
    expect(isSameSetting('time', '23:59:59', '09:00:00')).toBe(false);
    expect(isSameSetting('color', '#3b5bdb', '#3B5BDB')).toBe(true);
    expect(isSameSetting('integer', 3, 3)).toBe(true);
    expect(isSameSetting('text', null, null)).toBe(true);
    expect(isSameSetting('text', undefined, 'x')).toBe(false);
  });
});

describe('presentGroups', () => {
  it('keeps only settings the server sent and drops empty groups', () => {
    // canvasapi's fixture-sized answer from an older instance.
    const groups = presentGroups({ allow_student_discussion_topics: true, hide_final_grades: false });
    expect(groups.map((group) => group.id)).toEqual(['discussions', 'grades']);
    expect(groups[0]?.settings.map((setting) => setting.key)).toEqual(['allow_student_discussion_topics']);
  });
});
