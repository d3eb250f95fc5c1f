import { useEffect, useRef, useState } from 'react';
import { cardsAfterRound, type CardPlace } from '@/activities/core/review-cards';
import { reviewDayOf } from '@/activities/core/review-schedule';
import type { SessionState } from '@/activities/core/session';
import type { ReviewCardRow } from '@/db';
import { saveReviewCards } from '@/db/on-demand';
import type { Item } from '@/domain/types';
import { useHydrating } from '@/lib/hydration';
import { takeCardsRead } from './device-reads';
import { readOwnCards, reviewOwner } from './review-owner';

export interface ReviewCards {
  /** False until the child's cards have been read. */
  ready: boolean;
  /** The child's cards as they are now (after this mount's rounds too). */
  current(): ReviewCardRow[];
  /** Keeps the cards of a finished round: new misses, and the cards that came back moved. */
  keep(finished: SessionState, placeOf: (item: Item) => CardPlace | null): Promise<void>;
}

/** The playing child's review cards, read once, and kept up to date as rounds finish. */
export function useReviewCards(userId: string | null): ReviewCards {
  // Begun by the first render, as the saved round is (./useSavedSession.ts): the round waits for both.
  const hydrating = useHydrating();
  const [firstRead] = useState(() =>
    import.meta.env.SSR
      ? null
      : { userId, read: (hydrating ? takeCardsRead(userId) : undefined) ?? readOwnCards(userId) },
  );
  const [ready, setReady] = useState(false);
  const cards = useRef<ReviewCardRow[]>([]);
  const kept = useRef<SessionState | null>(null);
  const read = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    let cancelled = false;
    const reading = firstRead?.userId === userId ? firstRead.read : readOwnCards(userId);
    read.current = reading;
    void reading.then((own) => {
      if (cancelled) return;
      cards.current = own;
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [firstRead, userId]);

  return {
    ready,
    current: () => cards.current,
    async keep(finished, placeOf) {
      // The same finished round is reported again by a repeated effect: it moves cards once.
      if (kept.current === finished) return;
      kept.current = finished;
      await read.current;
      const now = new Date();
      const changed = cardsAfterRound(
        finished,
        placeOf,
        cards.current,
        reviewOwner(userId),
        reviewDayOf(now),
        now.toISOString(),
      );
      const byId = new Map(cards.current.map((card) => [card.id, card]));
      for (const card of changed) byId.set(card.id, card);
      cards.current = [...byId.values()];
      await saveReviewCards(changed);
    },
  };
}
