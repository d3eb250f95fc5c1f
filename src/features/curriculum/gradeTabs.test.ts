import { describe, expect, it } from 'vitest';
import { gradeTabs } from './gradeTabs';

describe('gradeTabs', () => {
  it('lists V1 to V4 and Curriculum, keeping the grade as written', () => {
    const tabs = gradeTabs('K1', 'v2', []);
    expect(tabs.map((tab) => [tab.label, tab.to])).toEqual([
      ['V1', '/class/K1/v1'],
      ['V2', '/class/K1/v2'],
      ['V3', '/class/K1/v3'],
      ['V4', '/class/K1/v4'],
      ['Curriculum', '/class/K1/v2/curriculum'],
    ]);
  });

  it('marks the volume page as the current page', () => {
    const tabs = gradeTabs('k1', 'v2', []);
    expect(tabs.map((tab) => tab.current)).toEqual([
      undefined,
      'page',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('marks the volume as current location on a subject or activity inside it', () => {
    const tabs = gradeTabs('k1', 'v3', ['english', 'sight-words']);
    expect(tabs.map((tab) => tab.current)).toEqual([
      undefined,
      undefined,
      'true',
      undefined,
      undefined,
    ]);
  });

  it('marks only Curriculum on the curriculum page', () => {
    const tabs = gradeTabs('nursery', 'v1', ['curriculum']);
    expect(tabs.map((tab) => tab.current)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      'page',
    ]);
  });
});
