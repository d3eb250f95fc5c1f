// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAPER_STORAGE_KEY, readPaper, rememberPaper } from './paper-preference';

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

  it('remembers the choice on this device, over the locale', () => {
    speak(['en-US']);
    rememberPaper('a4');
    expect(localStorage.getItem(PAPER_STORAGE_KEY)).toBe('a4');
    expect(readPaper()).toBe('a4');
    rememberPaper('letter');
    expect(readPaper()).toBe('letter');
  });

  it('ignores a stored value that is not a paper', () => {
    speak(['en-GB']);
    localStorage.setItem(PAPER_STORAGE_KEY, 'tabloid');
    expect(readPaper()).toBe('a4');
  });
});
