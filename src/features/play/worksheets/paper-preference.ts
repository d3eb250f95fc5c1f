import { useSyncExternalStore } from 'react';
import { defaultPaperForLocale, type PaperId } from '@/worksheets/meta';

/** The paper size the parent chose, remembered on this device. */
export const PAPER_STORAGE_KEY = 'sprouts.worksheetPaper';

const listeners = new Set<() => void>();

function isPaper(value: unknown): value is PaperId {
  return value === 'a4' || value === 'letter';
}

function browserLocale(): string | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator.languages?.[0] ?? navigator.language);
}

/** The remembered choice, or the locale's paper: US Letter in the Americas' Letter regions. */
export function readPaper(): PaperId {
  try {
    const stored = localStorage.getItem(PAPER_STORAGE_KEY);
    if (isPaper(stored)) return stored;
  } catch {
    // Storage may be unavailable (private mode); the locale decides.
  }
  return defaultPaperForLocale(browserLocale());
}

export function rememberPaper(paper: PaperId): void {
  try {
    localStorage.setItem(PAPER_STORAGE_KEY, paper);
  } catch {
    // Not remembered, but still used for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PAPER_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The paper size for worksheets, shared by every worksheet control on the page. */
export function usePaper(): [PaperId, (paper: PaperId) => void] {
  const paper = useSyncExternalStore(subscribe, readPaper, readPaper);
  return [paper, rememberPaper];
}
