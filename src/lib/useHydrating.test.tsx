// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrating } from './useHydrating';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrating = useHydrating();
  seen.push(hydrating);
  return <p>{hydrating ? 'prerendered' : 'in the browser'}</p>;
}

// Tells React that these updates are awaited through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useHydrating', () => {
  it('is true when prerendering and while hydrating, then false', async () => {
    const server: boolean[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={server} />);
    expect(server).toEqual([true]);
    expect(container.textContent).toBe('prerendered');

    const browser: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe seen={browser} />);
    });
    expect(browser[0]).toBe(true);
    expect(browser.at(-1)).toBe(false);
    expect(container.textContent).toBe('in the browser');
  });
});
