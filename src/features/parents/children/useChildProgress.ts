import { useMemo } from 'react';
import type { ParentProgress } from '../useParentProgress';
import { resultsOfChild } from './child-results';
import type { ChosenChild } from './FamilyView';

/** The family's progress narrowed to the chosen child (all of it for a family of one). */
export function useChildProgress<Progress extends ParentProgress>(
  progress: Progress | null,
  family: ChosenChild | undefined,
): Progress | null {
  return useMemo(() => {
    if (!progress || !family) return progress;
    const results = resultsOfChild(progress.results, family.chosenId, family.children[0]?.id);
    return { ...progress, results };
  }, [progress, family]);
}
