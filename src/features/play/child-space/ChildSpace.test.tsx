// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateRound } from '@/activities/registry';
import { ActivityPlayer } from '@/activities/player';
import type { TopicSpec } from '@/domain/types';
import { recordSpeech, type SpeechRecorder } from '@/test/speech';
import { forgetPass } from '@/widgets/parental-gate/gate-pass';
import { answerOf } from '@/widgets/parental-gate/testing';
import { ChildSpace } from './ChildSpace';

let speech: SpeechRecorder;
beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  forgetPass();
  speech = recordSpeech();
});
afterEach(() => speech.restore());

const topic: TopicSpec = {
  id: 'first-sounds',
  subject: 'english',
  title: 'First sounds',
  picture: 'ball',
  skill: 'letter-sounds',
  description: 'Hears first sounds.',
  instructions: 'Listen, then tap the picture.',
  kind: 'beginning-letter',
  params: { letters: ['b', 'm', 's'] },
  itemsPerRound: 8,
};

function renderSpace(onLeave = vi.fn()) {
  const root = document.getElementById('root') as HTMLElement;
  render(
    <ChildSpace title="First sounds" onLeave={onLeave}>
      <ActivityPlayer
        topic={topic}
        seed={4}
        makeItems={(seed) => generateRound(topic, seed)}
        autoStart
        onFinish={vi.fn()}
        onExit={vi.fn()}
      />
    </ChildSpace>,
    { container: root },
  );
  return onLeave;
}

describe('the child space', () => {
  it('fills the screen over an inert site while it is open', () => {
    const { unmount } = render(
      <ChildSpace title="First sounds" onLeave={vi.fn()}>
        <p>round</p>
      </ChildSpace>,
      { container: document.getElementById('root') as HTMLElement },
    );
    const space = screen.getByRole('dialog', { name: 'First sounds' });
    expect(space.parentElement).toBe(document.body);
    expect(document.getElementById('root')).toHaveAttribute('inert');
    expect(document.documentElement.dataset.childSpace).toBe('open');
    unmount();
    expect(document.getElementById('root')).not.toHaveAttribute('inert');
    expect(document.documentElement.dataset.childSpace).toBeUndefined();
  });

  it('gives every control an icon and a name, and reads the question and its choices', () => {
    renderSpace();
    const space = screen.getByRole('dialog', { name: 'First sounds' });
    const buttons = within(space).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(3);
    for (const button of buttons) {
      // A control is an icon that explains itself, a picture or letter to choose (named by what
      // it is and read in the question), or it speaks when touched.
      const name = button.getAttribute('aria-label') ?? '';
      expect(name, button.outerHTML).not.toBe('');
      const shows = button.querySelector('svg, img, span[aria-hidden="true"]');
      expect(shows ?? button.dataset.speaks, name).toBeTruthy();
    }
    const question = speech.spoken.at(-1) ?? '';
    const choices = within(within(space).getByRole('group', { name: 'Choices' })).getAllByRole(
      'button',
    );
    for (const choice of choices) expect(question).toContain(choice.getAttribute('aria-label'));
  });

  it('leaves only through the grown-ups question', async () => {
    const user = userEvent.setup();
    const onLeave = renderSpace();
    await user.click(screen.getByRole('button', { name: 'For grown-ups: leave the activities' }));
    expect(speech.spoken.at(-1)).toBe('This button is for grown-ups.');
    const gate = screen.getByRole('dialog', { name: 'Grown-ups only' });
    await user.click(within(gate).getByRole('button', { name: 'Back to playing' }));
    expect(screen.queryByRole('dialog', { name: 'Grown-ups only' })).toBeNull();
    expect(onLeave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'For grown-ups: leave the activities' }));
    const field = within(screen.getByRole('dialog', { name: 'Grown-ups only' })).getByRole(
      'textbox',
    );
    await user.type(field, answerOf(field));
    await user.keyboard('{Enter}');
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
