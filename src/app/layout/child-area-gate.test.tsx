// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes, useLocation } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerOf } from '@/widgets/parental-gate/testing';
import { arrivalPath, exitGateStep, isChildArea, leavesChildArea } from './child-area';
import { ChildAreaGate } from './ChildAreaGate';
import { useChildAreaExitGate } from './useChildAreaExitGate';

function Layout() {
  const gate = useChildAreaExitGate();
  return (
    <>
      <nav>
        <Link to="/parents">Parents Corner</Link>
        <Link to="/contact">Contact</Link>
        <Link to="/subscribe">Unlock all four volumes</Link>
        <Link to="/class/k1/v1/maths">Maths</Link>
        <Link to="/class">Class</Link>
      </nav>
      <p data-testid="where">{useLocation().pathname}</p>
      {gate.gated ? <ChildAreaGate onPass={gate.pass} onStay={gate.stay} /> : <Outlet />}
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<h1>The page</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => sessionStorage.clear());

/** As if this document had been opened by following a link on `referrer`. */
function openedFrom(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(document, 'referrer');
});

describe('the child area', () => {
  it('is /class and everything under it', () => {
    expect(isChildArea('/class')).toBe(true);
    expect(isChildArea('/class/k1/v1/maths/count-to-20')).toBe(true);
    expect(isChildArea('/Class/K1')).toBe(true);
    expect(isChildArea('/classes')).toBe(false);
    expect(isChildArea('/parents')).toBe(false);
    expect(leavesChildArea('/class/k1/v1', '/subscribe')).toBe(true);
    expect(leavesChildArea('/class/k1/v1', '/class/k1/v2')).toBe(false);
    expect(leavesChildArea('/parents', '/subscribe')).toBe(false);
  });

  it('keeps the gate up for a second way out taken while it is shown', () => {
    const gated = exitGateStep({ admitted: '/class/k1', gated: false }, '/parents', false);
    expect(gated).toEqual({ admitted: '/class/k1', gated: true });
    expect(exitGateStep(gated, '/contact', false)).toEqual({ admitted: '/class/k1', gated: true });
    expect(exitGateStep(gated, '/class/k1/v1', false)).toEqual({
      admitted: '/class/k1/v1',
      gated: false,
    });
    expect(exitGateStep(gated, '/parents', true)).toEqual({ admitted: '/parents', gated: false });
  });

  it("knows the page a document was opened from when it is one of the site's", () => {
    const origin = 'https://sprouts.example';
    expect(arrivalPath(`${origin}/class/k1/v1?x=1`, origin)).toBe('/class/k1/v1');
    expect(arrivalPath('https://elsewhere.example/class/k1', origin)).toBeNull();
    expect(arrivalPath('', origin)).toBeNull();
    expect(arrivalPath('not a url', origin)).toBeNull();
  });
});

describe('the exit gate', () => {
  it('shows the grown-up question instead of a page outside the activities', async () => {
    const user = userEvent.setup();
    renderAt('/class/k1/v1/maths/count-to-20');
    await user.click(screen.getByRole('link', { name: 'Unlock all four volumes' }));
    expect(where()).toBe('/subscribe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grown-ups only' })).toBeVisible();
    expect(screen.queryByText('The page')).toBeNull();
    expect(screen.getByText(/Leaving the activities is for grown-ups\./)).toBeVisible();

    // A wrong answer, and another way out, keep the page closed.
    await user.type(screen.getByRole('textbox'), '1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not the answer.');
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(screen.queryByText('The page')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Grown-ups only' })).toBeVisible();

    // Back to the activities: the last page of the child's area.
    await user.click(screen.getByRole('button', { name: 'Back to the activities' }));
    expect(where()).toBe('/class/k1/v1/maths/count-to-20');
    expect(screen.getByText('The page')).toBeVisible();
  });

  it('opens the page for a grown-up, and not again for a few minutes', async () => {
    const user = userEvent.setup();
    renderAt('/class/k1/v1/maths/count-to-20');
    await user.click(screen.getByRole('link', { name: 'Parents Corner' }));
    const field = await screen.findByRole('textbox');
    await user.type(field, `${answerOf(field)}{Enter}`);
    expect(where()).toBe('/parents');
    expect(screen.getByText('The page')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Maths' }));
    await user.click(screen.getByRole('link', { name: 'Unlock all four volumes' }));
    expect(where()).toBe('/subscribe');
    expect(screen.getByText('The page')).toBeVisible();
  });

  it('never stands between pages of the child area, nor on the way in', async () => {
    const user = userEvent.setup();
    renderAt('/parents');
    await user.click(screen.getByRole('link', { name: 'Maths' }));
    await user.click(screen.getByRole('link', { name: 'Class' }));
    expect(where()).toBe('/class');
    expect(screen.getByText('The page')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Grown-ups only' })).toBeVisible();
  });

  it('stands before a page opened in full by a link followed in the child area', async () => {
    // A prerendered page's links work before the app has started: the next page loads anew.
    const user = userEvent.setup();
    openedFrom(`${location.origin}/class/k1/v1/maths/count-to-20`);
    renderAt('/parents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grown-ups only' })).toBeVisible();
    expect(screen.queryByText('The page')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to the activities' }));
    expect(where()).toBe('/class/k1/v1/maths/count-to-20');
    expect(screen.getByText('The page')).toBeVisible();
  });

  it('lets a page opened from outside the child area, or from another site, show at once', () => {
    openedFrom(`${location.origin}/contact`);
    renderAt('/parents');
    expect(screen.getByText('The page')).toBeVisible();
  });

  it('ignores a child-area page of another site', () => {
    openedFrom('https://elsewhere.example/class/k1');
    renderAt('/parents');
    expect(screen.getByText('The page')).toBeVisible();
  });
});
