// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { pack } from '@/content/packs/nursery/v1';
import type { TopicBest } from '@/db';
import { mapPlaces } from './map-places';
import { VolumeMap } from './VolumeMap';

function best(score: number, maxScore: number, stars = 2): TopicBest {
  return {
    stars,
    bestScore: score,
    timesPlayed: 1,
    lastPlayed: '2026-06-01T10:00:00.000Z',
    latest: { score, maxScore },
  };
}

const PICTURES = new Map<string, string>();

describe('the map of a volume', () => {
  it('offers no practise before the child has missed anything', () => {
    const places = mapPlaces(pack, new Map([['count-to-5', best(8, 8, 3)]]), PICTURES);
    expect(places.maths.some((place) => place.practise)).toBe(false);
    expect(places.maths).toHaveLength(pack.subjects.maths.topics.length + 1);
  });

  it("puts the weakest skill's topic first, to practise, in its own subject only", () => {
    const bests = new Map([
      ['count-to-5', best(7, 8)],
      ['which-has-more', best(3, 8, 1)],
    ]);
    const places = mapPlaces(pack, bests, PICTURES);
    expect(places.maths[0]).toMatchObject({
      subject: 'maths',
      segment: 'which-has-more',
      title: 'Practise: Which Has More?',
      practise: true,
      stars: null,
    });
    expect(places.maths).toHaveLength(pack.subjects.maths.topics.length + 2);
    expect(places.english.some((place) => place.practise)).toBe(false);
  });

  it('shows the practise card first, without stars, opening the topic', () => {
    const bests = new Map([['which-has-more', best(3, 8, 1)]]);
    render(
      <MemoryRouter>
        <VolumeMap
          places={mapPlaces(pack, bests, PICTURES).maths}
          basePath="/class/nursery/v1"
          label="Maths topics"
          onPlay={() => undefined}
        />
      </MemoryRouter>,
    );
    const cards = within(screen.getByRole('list', { name: 'Maths topics' })).getAllByRole(
      'listitem',
    );
    const practise = within(cards[0] as HTMLElement).getByRole('link');
    expect(practise).toHaveAccessibleName('Practise: Which Has More?');
    expect(practise).toHaveAttribute('href', '/class/nursery/v1/maths/which-has-more');
    expect(within(cards[0] as HTMLElement).getByRole('button')).toHaveAccessibleName(
      'Play Practise: Which Has More?',
    );
    // The topic itself keeps its place and its stars.
    const own = screen.getByRole('link', { name: /^Which Has More\?/ });
    expect(own).toHaveAccessibleName('Which Has More?Best: 1 of 3 stars');
  });
});
