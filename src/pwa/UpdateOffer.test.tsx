// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { describe, expect, it, vi } from 'vitest';
import { holdForActivity } from './activity-guard';
import { UpdateOffer } from './UpdateOffer';

const OFFER = 'A new version of Sprouts is ready.';

function Waiting({ onUpdate }: { onUpdate: () => void }) {
  const [waiting, setWaiting] = useState(true);
  return <UpdateOffer waiting={waiting} onUpdate={onUpdate} onLater={() => setWaiting(false)} />;
}

function renderAt(path: string, onUpdate = vi.fn()) {
  const router = createMemoryRouter([{ path: '*', element: <Waiting onUpdate={onUpdate} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('UpdateOffer', () => {
  it('offers the waiting version, and updates only on a tap', async () => {
    const onUpdate = vi.fn();
    renderAt('/class/k1/v1/maths', onUpdate);
    expect(screen.getByRole('status')).toHaveTextContent(OFFER);
    expect(onUpdate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('can be put off', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
  });

  it('waits while a child is on an activity screen and appears once they leave it', async () => {
    const router = renderAt('/class/k1/v1/maths/count-to-10');
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    await act(() => router.navigate('/class/k1/v1/maths'));
    expect(screen.getByText(OFFER)).toBeVisible();
  });

  it('waits while an activity holds the guard', () => {
    const release = holdForActivity();
    renderAt('/parents');
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    act(() => release());
    expect(screen.getByText(OFFER)).toBeVisible();
  });

  it('says nothing when no new version waits', () => {
    render(
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '*',
            element: <UpdateOffer waiting={false} onUpdate={vi.fn()} onLater={vi.fn()} />,
          },
        ])}
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
