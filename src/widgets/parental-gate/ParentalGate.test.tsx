// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPass, hasRecentPass } from './gate-pass';
import { GrownUpsOnly } from './GrownUpsOnly';
import { ParentalGate } from './ParentalGate';
import { answerOf } from './testing';

/** Questions in turn: 7 x 8, then 'twenty-four', then 4 x 4. */
function scriptedPick() {
  const queue = [0, 3, 4, 1, 3, 0, 0, 0];
  return (count: number) => (queue.shift() ?? 0) % count;
}

beforeEach(() => sessionStorage.clear());

describe('ParentalGate', () => {
  it('asks a grown-up question labelled on its field, and opens on the right answer', async () => {
    const user = userEvent.setup();
    const onPass = vi.fn();
    render(
      <ParentalGate reason="Settings are for grown-ups." onPass={onPass} pick={scriptedPick()} />,
    );
    expect(screen.getByRole('heading', { name: 'Grown-ups only' })).toBeVisible();
    expect(
      screen.getByText('Settings are for grown-ups. Answer this question to carry on.'),
    ).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'What is 7 times 8?' });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(field, '56');
    await user.keyboard('{Enter}');
    expect(onPass).toHaveBeenCalledTimes(1);
    expect(hasRecentPass()).toBe(true);
  });

  it('stays closed on a wrong answer, says so and asks a new question', async () => {
    const user = userEvent.setup();
    const onPass = vi.fn();
    render(
      <ParentalGate reason="Payments are for grown-ups." onPass={onPass} pick={scriptedPick()} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'What is 7 times 8?' }), '15');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onPass).not.toHaveBeenCalled();
    expect(hasRecentPass()).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'That is not the answer. Here is a new question.',
    );
    const next = screen.getByRole('textbox', { name: 'Type the number twenty-four in digits.' });
    expect(next).toHaveValue('');
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(next).toHaveAccessibleDescription('That is not the answer. Here is a new question.');

    // The old answer does not open the new question.
    await user.type(next, '56{Enter}');
    expect(onPass).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'What is 4 times 4?' }), '16{Enter}');
    expect(onPass).toHaveBeenCalledTimes(1);
  });

  it('asks for an answer when none was typed, keeping the question', async () => {
    const user = userEvent.setup();
    render(<ParentalGate reason="For grown-ups." onPass={vi.fn()} pick={scriptedPick()} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type the answer in digits');
    expect(screen.getByRole('textbox', { name: 'What is 7 times 8?' })).toHaveFocus();
  });
});

describe('GrownUpsOnly', () => {
  it('shows its content once the gate is passed, and at once after a recent pass', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <GrownUpsOnly reason="Settings are for grown-ups." pick={scriptedPick()}>
        <p>The settings</p>
      </GrownUpsOnly>,
    );
    expect(screen.queryByText('The settings')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'What is 7 times 8?' }), '56{Enter}');
    expect(screen.getByText('The settings')).toBeVisible();
    unmount();

    render(
      <GrownUpsOnly reason="Settings are for grown-ups.">
        <p>The settings</p>
      </GrownUpsOnly>,
    );
    expect(screen.getByText('The settings')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("among a child's screens, asks only after a tap on its opener, and can be put off", async () => {
    forgetPass();
    const user = userEvent.setup();
    render(
      <GrownUpsOnly
        reason="Worksheets are for grown-ups."
        opener="For grown-ups: printable worksheet"
        pick={scriptedPick()}
      >
        <p>The worksheet</p>
      </GrownUpsOnly>,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('The worksheet')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'For grown-ups: printable worksheet' }));
    expect(screen.getByRole('textbox', { name: 'What is 7 times 8?' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'For grown-ups: printable worksheet' }));
    const field = screen.getByRole('textbox');
    await user.type(field, `${answerOf(field)}{Enter}`);
    expect(screen.getByText('The worksheet')).toBeVisible();
  });
});
