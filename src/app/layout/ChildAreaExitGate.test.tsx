// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerOf } from '@/ui/parental-gate/testing';
import { isChildArea, leavesChildArea } from './child-area';
import { ChildAreaExitGate } from './ChildAreaExitGate';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Layout() {
  return (
    <>
      <nav>
        <Link to="/parents">Parents Corner</Link>
        <Link to="/subscribe">Unlock all four volumes</Link>
        <Link to="/class/k1/v1/maths">Maths</Link>
        <Link to="/class">Class</Link>
      </nav>
      <Where />
      <Outlet />
      <ChildAreaExitGate />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Layout /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => sessionStorage.clear());

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
});

describe('ChildAreaExitGate', () => {
  it('asks a grown-up before leaving an activity; a wrong answer and Stay here keep the child in', async () => {
    const user = userEvent.setup();
    renderAt('/class/k1/v1/maths/count-to-20');
    await user.click(screen.getByRole('link', { name: 'Unlock all four volumes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grown-ups only' });
    expect(dialog).toHaveTextContent('Leaving the activities is for grown-ups.');
    await user.type(screen.getByRole('textbox'), '1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not the answer.');
    expect(screen.getByTestId('where')).toHaveTextContent('/class/k1/v1/maths/count-to-20');

    await user.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/class/k1/v1/maths/count-to-20');
  });

  it('lets a grown-up through with the right answer, and not again for a few minutes', async () => {
    const user = userEvent.setup();
    const router = renderAt('/class/k1/v1/maths/count-to-20');
    await user.click(screen.getByRole('link', { name: 'Parents Corner' }));
    const field = await screen.findByRole('textbox');
    await user.type(field, `${answerOf(field)}{Enter}`);
    expect(screen.getByTestId('where')).toHaveTextContent('/parents');
    expect(screen.queryByRole('dialog')).toBeNull();

    await router.navigate('/class/k1/v1');
    await user.click(screen.getByRole('link', { name: 'Unlock all four volumes' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/subscribe');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never stands between pages of the child area, or outside it', async () => {
    const user = userEvent.setup();
    renderAt('/class/k1/v1/maths/count-to-20');
    await user.click(screen.getByRole('link', { name: 'Maths' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/class/k1/v1/maths');
    await user.click(screen.getByRole('link', { name: 'Class' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/class$/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask on the way in', async () => {
    const user = userEvent.setup();
    renderAt('/parents');
    await user.click(screen.getByRole('link', { name: 'Maths' }));
    await user.click(screen.getByRole('link', { name: 'Parents Corner' }));
    // Leaving again asks.
    expect(await screen.findByRole('dialog')).toBeVisible();
  });
});
