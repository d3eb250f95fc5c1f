// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_STATUS_CACHE_KEY } from '@/lib/constants';
import { VolumeGate } from './VolumeGate';

vi.mock('@/backend/auth-state', () => ({
  useAuth: () => ({
    status: 'signedIn',
    user: { id: 'parent-1' },
    session: null,
    recovering: false,
  }),
}));

/** The status the device read from the profile a moment ago (fresh for an hour). */
function cacheStatus(status: 'active' | 'inactive') {
  localStorage.setItem(
    SUBSCRIPTION_STATUS_CACHE_KEY,
    JSON.stringify({
      userId: 'parent-1',
      status,
      endDate: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
      cachedAt: Date.now(),
    }),
  );
}

function renderGate(reason?: 'locked' | 'not-downloaded' | 'not-published') {
  render(
    <MemoryRouter>
      <VolumeGate grade="k1" volume="v3" gradeSegment="k1" reason={reason} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe('VolumeGate', () => {
  it('tells a subscriber offline that the volume is not on this device yet', async () => {
    cacheStatus('active');
    renderGate('not-downloaded');
    expect(
      await screen.findByRole('heading', { name: 'This volume is not on this device yet' }),
    ).toBeVisible();
    expect(screen.getByText(/choose Download for offline/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Unlock all four volumes' })).not.toBeInTheDocument();
  });

  it('tells a subscriber when the volume is not published yet', async () => {
    cacheStatus('active');
    renderGate('not-published');
    expect(await screen.findByRole('heading', { name: 'This volume is on its way' })).toBeVisible();
  });

  it('locks the volume when the server refused it, whatever the device believed', async () => {
    cacheStatus('active');
    renderGate('locked');
    expect(
      await screen.findByRole('heading', { name: 'This volume comes with a subscription' }),
    ).toBeVisible();
  });

  it('locks the volume for a parent without a subscription', async () => {
    cacheStatus('inactive');
    renderGate();
    expect(await screen.findByRole('link', { name: 'Unlock all four volumes' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(screen.getByRole('heading', { name: 'What this volume teaches' })).toBeVisible();
  });
});
