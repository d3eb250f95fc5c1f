import { describe, expect, it } from 'vitest';
import { documentTitle, HOME_TITLE } from './useDocumentTitle';

describe('documentTitle', () => {
  it('adds the product name after the page title', () => {
    expect(documentTitle('Sign In')).toBe('Sign In · Sprouts');
  });

  it('uses the home title when there is no page title', () => {
    expect(documentTitle()).toBe(HOME_TITLE);
    expect(documentTitle('  ')).toBe(HOME_TITLE);
  });
});
