// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, recordResult } from '@/db';
import { onIphoneSafari, resetDevice } from '@/pwa/install/testing';
import AfterPlayInstallOffer from './AfterPlayInstallOffer';

const offer = () => screen.queryByRole('region', { name: 'Put Sprouts on your home screen' });

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  localStorage.clear();
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as never;
  // iPhone Safari: the offer has something to show without the browser's prompt.
  onIphoneSafari();
});
afterEach(resetDevice);

describe('AfterPlayInstallOffer', () => {
  it('waits for a first finished round on this device, then offers the install', async () => {
    render(<AfterPlayInstallOffer />);
    await act(async () => {
      await db.progress.count();
    });
    expect(offer()).toBeNull();
    await act(async () => {
      await recordResult({
        userId: null,
        childId: null,
        grade: 'nursery',
        volume: 'v1',
        subject: 'maths',
        topic: 'count-to-5',
        kind: 'counting',
        score: 4,
        maxScore: 5,
        stars: 2,
        durationMs: 60_000,
      });
    });
    expect(offer()).toBeVisible();
    // It sits above the page's h1: its title is no heading.
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('offers it at once where a round was finished before', async () => {
    await recordResult({
      userId: null,
      childId: null,
      grade: 'k1',
      volume: 'v1',
      subject: 'english',
      topic: 'sight-words',
      kind: 'choice',
      score: 5,
      maxScore: 5,
      stars: 3,
      durationMs: 60_000,
    });
    render(<AfterPlayInstallOffer />);
    expect(
      await screen.findByRole('region', { name: 'Put Sprouts on your home screen' }),
    ).toBeVisible();
  });
});
