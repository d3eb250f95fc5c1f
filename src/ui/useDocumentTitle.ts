import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/lib/constants';

export const HOME_TITLE = `${PRODUCT_NAME}: English and Maths for little learners`;

/** 'Sign In' -> 'Sign In · Sprouts'; no title -> the home page title. */
export function documentTitle(pageTitle?: string): string {
  const trimmed = pageTitle?.trim();
  return trimmed ? `${trimmed} · ${PRODUCT_NAME}` : HOME_TITLE;
}

let prerenderedTitle = HOME_TITLE;

function recordPrerenderedTitle(title: string): void {
  prerenderedTitle = title;
}

/** Sets the browser tab title for the page that calls it. */
export function useDocumentTitle(pageTitle?: string): void {
  // Prerendering runs no effects: the build reads the title from here for the page's <title>.
  if (import.meta.env.SSR) recordPrerenderedTitle(documentTitle(pageTitle));
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}

/** Prerendering: the title the page just rendered asked for (and a fresh start for the next). */
export function takePrerenderedTitle(): string {
  const title = prerenderedTitle;
  prerenderedTitle = HOME_TITLE;
  return title;
}
