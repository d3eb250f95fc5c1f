import { describe, expect, it } from 'vitest';
import { prerenderedPaths, renderPage } from './prerender';

describe('prerendering', () => {
  it('renders the public pages and every page of the free volumes', async () => {
    const paths = await prerenderedPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/subscribe', '/class/k1/v1']));
    expect(paths).toContain('/class/k1/v1/maths/add-within-5');
    expect(paths).toContain('/class/nursery/v1/english');
    expect(paths.filter((path) => path.includes('/v2'))).toEqual([]);
    expect(paths).not.toContain('/signin');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('renders a volume with its topics for a visitor, and names what it is made of', async () => {
    const page = await renderPage('/class/k1/v1');
    expect(page.title).toBe('Volume 1: Beginning Sounds and Numbers to 20 · Sprouts');
    expect(page.html).toContain('<h1>Kindergarten - 1</h1>');
    expect(page.html).toContain('Beginning Sounds: s, a, t, p, n, b');
    expect(page.html).not.toContain('Loading');
    expect(page.html).toContain('Sign In');
    expect(page.pages).toEqual(['GradeLayout', 'VolumeOverviewPage']);
    expect(page.packs).toEqual(['k1/v1']);
    expect(page.kinds).toEqual([]);
    expect(page.sources).toEqual([
      'GradeLayout.tsx',
      'VolumeOverviewPage.tsx',
      'packs/k1/v1/index.ts',
    ]);
  });

  it('renders a topic as its start screen, with the button waiting for the browser', async () => {
    const page = await renderPage('/class/k1/v1/maths/add-within-5');
    expect(page.title).toBe('Adding within 5 · Sprouts');
    expect(page.html).toMatch(/<button[^>]*disabled=""[^>]*>.*Tap to start<\/button>/);
    expect(page.html).toContain('Count both groups.');
    // Its kind is loaded with the page, so a round can be made as soon as the device answers.
    expect(page.kinds).toEqual(['addition']);
    expect(page.sources).toContain('kinds/addition/index.ts');
    // No Suspense boundary in the markup: React would hydrate what is inside one only after the
    // rest, at its lowest priority, and the start button would wait for that.
    expect(page.html).not.toContain('<!--$');
  });

  it('names no kind for an assessment, whose round is drawn from the topics', async () => {
    const page = await renderPage('/class/k1/v1/maths/assessment');
    expect(page.kinds).toEqual([]);
  });

  it('starts each page afresh', async () => {
    await renderPage('/class/k2/v1');
    const page = await renderPage('/terms');
    expect(page.pages).toEqual(['TermsPage']);
    expect(page.packs).toEqual([]);
    expect(page.kinds).toEqual([]);
    expect(page.title).toBe('Terms of Use · Sprouts');
  });
});
