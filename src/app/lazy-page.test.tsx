// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage, loadPages } from './lazy-page';

function page(text: string) {
  return () => Promise.resolve({ default: () => <h1>{text}</h1> });
}

describe('lazyPage', () => {
  it('waits for its chunk the first time it is shown', async () => {
    const Waiting = lazyPage('WaitingPage', page('Waited'));
    render(
      <Suspense fallback={<p>Loading page...</p>}>
        <Waiting />
      </Suspense>,
    );
    expect(screen.getByText('Loading page...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Waited' })).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once its chunk was loaded', async () => {
    const Ready = lazyPage('ReadyPage', page('Ready'));
    await act(() => loadPages(['ReadyPage']));
    render(
      <Suspense fallback={<p>Loading page...</p>}>
        <Ready />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page...')).not.toBeInTheDocument();
  });

  it('loads what a page says its prerendered markup needs, from the root element', async () => {
    const prepared: string[] = [];
    lazyPage('PreparedPage', () =>
      Promise.resolve({
        default: () => <h1>Prepared</h1>,
        prepare: async (root: DOMStringMap) => {
          prepared.push(root.kinds ?? '');
        },
      }),
    );
    await loadPages(['PreparedPage'], { kinds: 'addition' });
    expect(prepared).toEqual(['addition']);
  });

  it('refuses to load a page it does not know', async () => {
    await expect(loadPages(['NoSuchPage'])).rejects.toThrow("Unknown page 'NoSuchPage'");
  });
});
