// @vitest-environment jsdom
import { act, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationProvider, useHydrating } from './hydration';

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
    container.innerHTML = renderToString(
      <HydrationProvider hydrating>
        <Probe seen={server} />
      </HydrationProvider>,
    );
    expect(server).toEqual([true]);
    expect(container.textContent).toBe('prerendered');

    const browser: boolean[] = [];
    await act(async () => {
      startTransition(() => {
        hydrateRoot(
          container,
          <HydrationProvider hydrating>
            <Probe seen={browser} />
          </HydrationProvider>,
        );
      });
    });
    expect(browser[0]).toBe(true);
    expect(browser.at(-1)).toBe(false);
    expect(container.textContent).toBe('in the browser');
  });

  it('is false from the first render of an app that is not hydrating', async () => {
    const seen: boolean[] = [];
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(
        <HydrationProvider hydrating={false}>
          <Probe seen={seen} />
        </HydrationProvider>,
      );
    });
    expect(seen).toEqual([false]);
    expect(container.textContent).toBe('in the browser');
  });

  it('is false without a provider', async () => {
    const seen: boolean[] = [];
    await act(async () => {
      createRoot(document.createElement('div')).render(<Probe seen={seen} />);
    });
    expect(seen).toEqual([false]);
  });
});
