import { test as base, type Browser, type BrowserContext } from '@playwright/test';

/**
 * Playwright's `test` and `expect`, with every test failing on any Content-Security-Policy
 * violation in any page or frame of any browser context it opens (the default one and those made
 * with `browser.newContext`). The specs import `test` from here instead of '@playwright/test'.
 */
export * from '@playwright/test';

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

const BINDING = '__sproutsCspViolation';

/** Runs in every frame before its own scripts: reports each violation to the test. */
function reportViolations(binding: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const send = (window as unknown as Record<string, unknown>)[binding];
      if (typeof send !== 'function') return;
      void send({
        page: location.href,
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
      });
    },
    true,
  );
}

/** Where a test's violations go: the events, and the browser's own console reports of them. */
export interface CspWatch {
  violations: CspViolation[];
  consoleReports: string[];
}

const watched = new WeakSet<BrowserContext>();

/** Collects the CSP violations of every page of `context` into `watch` (once per context). */
export async function watchCsp(context: BrowserContext, watch: CspWatch): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    watch.violations.push(violation);
  });
  await context.addInitScript(reportViolations, BINDING);
  context.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) watch.consoleReports.push(message.text());
  });
}

/** While `use` runs, every context the browser makes is watched too. */
async function watchNewContexts(
  browser: Browser,
  watch: CspWatch,
  use: () => Promise<void>,
): Promise<void> {
  const newContext = browser.newContext;
  browser.newContext = async (...options) => {
    const context = await newContext.apply(browser, options);
    await watchCsp(context, watch);
    return context;
  };
  try {
    await use();
  } finally {
    browser.newContext = newContext;
  }
}

export const test = base.extend<{
  /** Blocked addresses a test provokes on purpose (a script it adds from elsewhere, say). */
  expectedCspViolations: string[];
  cspWatch: CspWatch;
}>({
  expectedCspViolations: [[], { option: true }],
  cspWatch: [
    async ({ browser, context, expectedCspViolations }, use) => {
      const watch: CspWatch = { violations: [], consoleReports: [] };
      await watchCsp(context, watch);
      await watchNewContexts(browser, watch, () => use(watch));
      const expected = (text: string) => expectedCspViolations.some((url) => text.includes(url));
      const violations = watch.violations.filter((violation) => !expected(violation.blocked));
      const reports = watch.consoleReports.filter((report) => !expected(report));
      if (violations.length > 0 || reports.length > 0) {
        throw new Error(
          `Content-Security-Policy violations:\n${[
            ...violations.map(
              (v) => `  ${v.directive} blocked ${v.blocked || '(inline)'} on ${v.page} ${v.source}`,
            ),
            ...reports.map((report) => `  console: ${report}`),
          ].join('\n')}`,
        );
      }
    },
    { auto: true },
  ],
});
