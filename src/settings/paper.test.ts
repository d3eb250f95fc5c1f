// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readChildSettings, setSettingsAccount } from './child-settings';
import { LEGACY_WORKSHEET_PAPER, migrateStorage } from '@/storage';
import { readPaper, rememberPaper } from './paper';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

function speak(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('the worksheet paper', () => {
  it.each([
    [['en-US'], 'letter'],
    [['en-CA', 'fr-CA'], 'letter'],
    [['es-MX'], 'letter'],
    [['en-GB'], 'a4'],
    [['de-DE'], 'a4'],
    [['en-IN'], 'a4'],
    [['fr'], 'a4'],
  ] as const)('defaults to the paper of %j', (languages, paper) => {
    speak([...languages]);
    expect(readPaper()).toBe(paper);
  });

  it('remembers the choice with the settings, over the locale', () => {
    speak(['en-US']);
    rememberPaper('a4');
    expect(readChildSettings().paper).toBe('a4');
    expect(readPaper()).toBe('a4');
    rememberPaper('letter');
    expect(readPaper()).toBe('letter');
  });

  it('keeps a choice per account on a shared device', () => {
    speak(['en-GB']);
    setSettingsAccount('parent-a');
    rememberPaper('letter');
    setSettingsAccount('parent-b');
    rememberPaper('a4');
    setSettingsAccount('parent-a');
    expect(readPaper()).toBe('letter');
    setSettingsAccount(null);
  });

  it('keeps a choice an earlier version kept, and ignores one that is not a paper', () => {
    speak(['en-GB']);
    localStorage.setItem(LEGACY_WORKSHEET_PAPER.name, 'letter');
    migrateStorage();
    expect(readPaper()).toBe('letter');
    rememberPaper('a4');
    expect(readPaper()).toBe('a4');
    localStorage.clear();
    localStorage.setItem(LEGACY_WORKSHEET_PAPER.name, 'tabloid');
    migrateStorage();
    expect(readPaper()).toBe('a4');
  });
});
