import { useEffect, useState } from 'react';
import { reviewDayOf } from '@/activities/core/review-schedule';
import type { CatalogLookup } from '@/content/progress';
import { reviewSentences, summariseReview } from '@/content/review-summary';
import { listChildReviewCards, type ReviewCardRow } from '@/db';
import {
  GRADE_SLUGS,
  SUBJECT_SLUGS,
  VOLUME_SLUGS,
  type GradeSlug,
  type SubjectSlug,
  type VolumeSlug,
} from '@/domain/grades';
import { useFamilyOnDevice } from '@/sync';
import { Loading } from '@/ui/Spinner';
import styles from './parents.module.css';

function titleFrom(lookup: CatalogLookup): (topicKey: string) => string | undefined {
  return (topicKey) => {
    const [grade, volume, subject, topic] = topicKey.split('/');
    if (
      !GRADE_SLUGS.includes(grade as GradeSlug) ||
      !VOLUME_SLUGS.includes(volume as VolumeSlug) ||
      !SUBJECT_SLUGS.includes(subject as SubjectSlug)
    ) {
      return undefined;
    }
    const pack = lookup(grade as GradeSlug, volume as VolumeSlug);
    return pack.subjects[subject as SubjectSlug].topics.find((entry) => entry.id === topic)?.title;
  };
}

/**
 * What came back for review on this device in the last 7 days, for the child shown (cards are
 * kept under the playing child, as src/features/play/review-owner.ts keeps them).
 */
export function ReviewSummary({
  userId,
  chosenId,
  childName,
  lookup,
}: {
  userId: string;
  /** The child Parents Corner shows, in a family of several; else the family's child. */
  chosenId: string | undefined;
  childName: string;
  lookup: CatalogLookup;
}) {
  const family = useFamilyOnDevice(userId, false);
  const first = family.children[0]?.id ?? null;
  const childId = chosenId ?? first;
  const isFirst = childId === first;
  const key = `${childId ?? ''}|${isFirst}`;
  const [read, setRead] = useState<{ key: string; cards: ReviewCardRow[] } | null>(null);

  useEffect(() => {
    let cancelled = false;
    listChildReviewCards(childId, isFirst).then(
      (cards) => {
        if (!cancelled) setRead({ key, cards });
      },
      // Without IndexedDB there is nothing kept for review to tell of.
      () => {
        if (!cancelled) setRead({ key, cards: [] });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [childId, isFirst, key]);

  return (
    <section className={styles.review} aria-labelledby="review-title">
      <h3 id="review-title" className={styles.subTitle}>
        Review
      </h3>
      {read?.key !== key ? (
        <Loading label="Loading review..." />
      ) : (
        reviewSentences(
          summariseReview(read.cards, reviewDayOf(new Date()), titleFrom(lookup)),
          childName,
        ).map((sentence) => <p key={sentence}>{sentence}</p>)
      )}
    </section>
  );
}
