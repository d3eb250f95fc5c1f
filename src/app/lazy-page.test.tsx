// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage, loadPages } from './lazy-page';

function page(text: string) {
  return () => Promise.resolve({ default: () => <h1>{text}</h1> });
}

describe('lazyPage', () => {
  it('waits for its chunk the first time it is shown, saying so itself', async () => {
    const Waiting = lazyPage('WaitingPage', page('Waited'));
    render(<Waiting />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(await screen.findByRole('heading', { name: 'Waited' })).toBeInTheDocument();
  });

  it('keeps the page it drew when its chunk came: the page is not drawn again', async () => {
    const Arriving = lazyPage('ArrivingPage', page('Arrived'));
    let renderAgain = () => undefined as void;
    function Layout() {
      const [renders, setRenders] = useState(0);
      renderAgain = () => setRenders(renders + 1);
      return (
        <main data-renders={renders}>
          <Arriving />
        </main>
      );
    }
    render(<Layout />);
    const heading = await screen.findByRole('heading', { name: 'Arrived' });
    act(() => renderAgain());
    expect(screen.getByRole('main')).toHaveAttribute('data-renders', '1');
    expect(screen.getByRole('heading', { name: 'Arrived' })).toBe(heading);
  });

  it('renders at once, with no loading state, once its chunk was loaded', async () => {
    const Ready = lazyPage('ReadyPage', page('Ready'));
    await act(() => loadPages(['ReadyPage']));
    render(<Ready />);
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
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
