import { loadPack } from '@/content/load-pack';
import { parseGrade, parseVolume } from '@/domain/grades';
import { loadPages } from './lazy-page';

function words(value: string | undefined): string[] {
  return value?.split(' ').filter(Boolean) ?? [];
}

function loadPackByKey(key: string) {
  const [gradeSegment, volumeSegment] = key.split('/');
  const grade = parseGrade(gradeSegment);
  const volume = parseVolume(volumeSegment);
  if (!grade || !volume) throw new Error(`Unknown pack '${key}'`);
  return loadPack(grade, volume);
}

/**
 * Whether a prerendered page is hydrated in one task rather than in a transition, in slices. A
 * page with a round is: nothing on it can be pressed until hydration is over, and each slice held
 * a child's start button back by another task. Any other page is sliced, so that no long task
 * holds back its first tap (a volume page's map, in one task, cost it Lighthouse's 100).
 */
export function hydratesInOneTask(root: DOMStringMap): boolean {
  // The page with a child's start button ('Tap to start'): a topic's, or an assessment's.
  return words(root.pages).includes('TopicPage');
}

/**
 * Loads what a prerendered page is made of (its root's `data-pages`, e.g. 'HomePage', with what
 * they need, and `data-packs`, e.g. 'k1/v1'), so that hydration renders it as the build did, in
 * one pass. False when a part cannot be had (offline before it was cached): the page is then
 * rendered afresh.
 */
export async function loadPrerenderedParts(root: HTMLElement): Promise<boolean> {
  try {
    await Promise.all([
      loadPages(words(root.dataset.pages), root.dataset),
      ...words(root.dataset.packs).map(loadPackByKey),
    ]);
    return true;
  } catch {
    return false;
  }
}
