import { describe, expect, it } from 'vitest';
import { GRADE_OPTIONS, gradeNameLabel } from './grades';
import { BOTH_PRICES, money, OFFER } from './offer';

describe('the subscription offer', () => {
  it('always writes the price with its currency', () => {
    expect(money('card')).toBe('₹19');
    expect(money('paypal', OFFER.listPrice)).toBe('$49');
    expect(BOTH_PRICES).toBe('₹19 by card in Indian rupees, or $19 with PayPal in US dollars.');
  });

  it('says that it covers volumes 2 to 4 of every grade, worksheets and Parents Corner', () => {
    expect(OFFER.covers).toContain('365 days of volumes 2 to 4 for every grade');
    expect(OFFER.covers).toContain('(Nursery, Kindergarten 1 and Kindergarten 2)');
    expect(OFFER.covers).toContain('every printable worksheet, and Parents Corner');
  });
});

describe('grade names in forms, windows and mails', () => {
  it('are written one way, while the stored value stays the specification’s', () => {
    expect(GRADE_OPTIONS).toEqual([
      { value: 'Nursery', label: 'Nursery' },
      { value: 'Kindergarten-1', label: 'Kindergarten 1' },
      { value: 'Kindergarten-2', label: 'Kindergarten 2' },
    ]);
    expect(gradeNameLabel('Kindergarten-2')).toBe('Kindergarten 2');
    expect(gradeNameLabel('Something else')).toBe('Something else');
  });
});
