/**
 * Build-time rendering of the public pages and the free volume 1 (scripts/vite/prerender.ts runs
 * this module in Node after the client build): the HTML of each page as a visitor first sees
 * it, which the browser paints before any script has run and React then hydrates.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from '@/lib/router';
import { takePrerenderedKinds } from '@/activities/kind-loaders';
import { loadPack, takePrerenderedPacks } from '@/content/load-pack';
import { GRADE_SLUGS, SUBJECT_SLUGS } from '@/domain/grades';
import { takePrerenderedTitle } from '@/ui/useDocumentTitle';
import { App } from './App';
import { takePrerenderedPages } from './lazy-page';

export interface PrerenderedPage {
  /** The address, e.g. '/class/k1/v1'. */
  path: string;
  /** The markup of the root element's content. */
  html: string;
  /** The document title the page sets. */
  title: string;
  /** The lazy pages ('HomePage') it is made of, which the browser loads before hydrating. */
  pages: string[];
  /** The bundled packs ('k1/v1') the page shows, loaded before hydrating too. */
  packs: string[];
  /** The activity kinds ('addition') its round is made by, loaded before hydrating too. */
  kinds: string[];
  /** The modules of those pages, packs and kinds, as the end of their path ('HomePage.tsx'). */
  sources: string[];
}

/** Pages that look the same to everyone who opens them before signing in. */
const PUBLIC_PATHS = ['/', '/subscribe', '/curriculum', '/class', '/contact', '/privacy', '/terms'];

/** Every address rendered at build time: the public pages and everything in the free volumes. */
export async function prerenderedPaths(): Promise<string[]> {
  const paths = [...PUBLIC_PATHS];
  for (const grade of GRADE_SLUGS) {
    const pack = await loadPack(grade, 'v1');
    const volume = `/class/${grade}/v1`;
    paths.push(`/class/${grade}`, `/class/${grade}/curriculum`, volume);
    for (const subject of SUBJECT_SLUGS) {
      paths.push(`${volume}/${subject}`);
      for (const topic of pack.subjects[subject].topics) {
        paths.push(`${volume}/${subject}/${topic.id}`);
      }
    }
  }
  return paths;
}

/** The page at `path`, rendered once every lazy part of it has loaded. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const errors: unknown[] = [];
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  const { prelude } = await prerender(
    <StrictMode>
      <App Router={Router} hydrating />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every part in place in the markup, none revealed later by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) {
    throw new Error(`Prerendering ${path} failed`, { cause: errors[0] });
  }
  const pages = takePrerenderedPages();
  const packs = takePrerenderedPacks();
  const kinds = takePrerenderedKinds();
  return {
    path,
    html,
    title: takePrerenderedTitle(),
    pages,
    packs,
    kinds,
    // Each lazy page is the default export of a file of its name; packs live in content/packs,
    // kinds in activities/kinds.
    sources: [
      ...pages.map((page) => `${page}.tsx`),
      ...packs.map((pack) => `packs/${pack}/index.ts`),
      ...kinds.map((kind) => `kinds/${kind}/index.ts`),
    ],
  };
}
