import { describe, expect, it } from 'vitest';
import { breadcrumbSegments } from './breadcrumb-segments';

describe('breadcrumbSegments', () => {
  it('is empty on the home page', () => {
    expect(breadcrumbSegments('/')).toEqual([]);
    expect(breadcrumbSegments('')).toEqual([]);
    expect(breadcrumbSegments('//')).toEqual([]);
  });

  it('starts with HOME and upper-cases each segment', () => {
    expect(breadcrumbSegments('/class/k1/v1')).toEqual([
      { label: 'HOME', path: '/', current: false },
      { label: 'CLASS', path: '/class', current: false },
      { label: 'K1', path: '/class/k1', current: false },
      { label: 'V1', path: '/class/k1/v1', current: true },
    ]);
  });

  it('marks only the last segment as current', () => {
    const trail = breadcrumbSegments('/privacy');
    expect(trail.map((step) => step.current)).toEqual([false, true]);
    expect(trail[1]).toEqual({ label: 'PRIVACY', path: '/privacy', current: true });
  });

  it('keeps the URL spelling in links but shows upper case', () => {
    const trail = breadcrumbSegments('/class/Nursery/curriculum');
    expect(trail.map((step) => step.label)).toEqual(['HOME', 'CLASS', 'NURSERY', 'CURRICULUM']);
    expect(trail[2]?.path).toBe('/class/Nursery');
  });

  it('ignores trailing and repeated slashes', () => {
    expect(breadcrumbSegments('/class//k2/').map((step) => step.path)).toEqual([
      '/',
      '/class',
      '/class/k2',
    ]);
  });

  it('decodes escaped characters in labels', () => {
    const trail = breadcrumbSegments('/forgot-password/caf%C3%A9%20time');
    expect(trail.at(-1)?.label).toBe('CAFÉ TIME');
    expect(trail.at(-1)?.path).toBe('/forgot-password/caf%C3%A9%20time');
  });

  it('shows a malformed escape as typed instead of throwing', () => {
    expect(breadcrumbSegments('/bad%E0%A4').at(-1)?.label).toBe('BAD%E0%A4');
  });
});
