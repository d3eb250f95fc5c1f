import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/lib/constants';

export const HOME_TITLE = `${PRODUCT_NAME}: English and Maths for little learners`;

/** 'Sign In' -> 'Sign In · Sprouts'; no title -> the home page title. */
export function documentTitle(pageTitle?: string): string {
  const trimmed = pageTitle?.trim();
  return trimmed ? `${trimmed} · ${PRODUCT_NAME}` : HOME_TITLE;
}

/** Sets the browser tab title for the page that calls it. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
