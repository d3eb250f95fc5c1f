import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOBILE_MENU_BREAKPOINT_PX } from '@/lib/constants';

describe('navbar breakpoint', () => {
  it('folds the menu at the width of the specification (1150 px or less)', () => {
    const css = readFileSync(new URL('./Navbar.module.css', import.meta.url), 'utf8');
    expect(MOBILE_MENU_BREAKPOINT_PX).toBe(1150);
    expect(css).toContain(`@media (max-width: ${MOBILE_MENU_BREAKPOINT_PX}px)`);
  });
});
