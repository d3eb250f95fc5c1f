// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionState } from '@/backend/subscription';
import { SubscriptionOffer } from './SubscriptionOffer';

const state = vi.hoisted(() => ({ current: undefined as unknown as SubscriptionState }));
vi.mock('@/backend/subscription', () => ({ useSubscriptionStatus: () => state.current }));

function renderOffer() {
  render(
    <MemoryRouter>
      <SubscriptionOffer headingLevel={2} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  state.current = { status: null, endDate: null, loading: false };
});

describe('SubscriptionOffer', () => {
  it('offers a visitor the subscription with its price, currency and what it covers', () => {
    renderOffer();
    const offer = screen.getByRole('region', { name: 'Unlock volumes 2 to 4' });
    expect(offer).toHaveTextContent('Usual price: ₹49');
    expect(offer).toHaveTextContent('Now ₹19');
    expect(offer).toHaveTextContent('₹19 by card in Indian rupees, or $19 with PayPal');
    expect(offer).toHaveTextContent('volumes 2 to 4 for every grade');
    expect(screen.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });

  it('offers it to a parent without an active subscription', () => {
    state.current = { status: 'inactive', endDate: null, loading: false };
    renderOffer();
    expect(screen.getByRole('link', { name: 'Subscribe Now' })).toBeVisible();
  });

  it('says nothing to a subscriber, or while the status is found out', () => {
    state.current = { status: 'active', endDate: '2027-01-01T00:00:00Z', loading: false };
    renderOffer();
    expect(screen.queryByRole('link', { name: 'Subscribe Now' })).toBeNull();
    state.current = { status: null, endDate: null, loading: true };
    renderOffer();
    expect(screen.queryByRole('link', { name: 'Subscribe Now' })).toBeNull();
  });
});
