// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateRound } from '@/activities/registry';
import type { SessionState } from '@/activities/core/session';
import type { ChoiceItem, TopicSpec } from '@/domain/types';
import { spokenPrompt } from '@/activities/core/spoken';
import { ActivityPlayer as Player, type ActivityPlayerProps } from './ActivityPlayer';
import type { ActivityResult } from './types';

const topic: TopicSpec = {
  id: 'count-ducks',
  subject: 'maths',
  title: 'Count the ducks',
  picture: 'duck',
  skill: 'counting',
  description: 'Counting up to 4.',
  instructions: 'Count the ducks, then tap the number.',
  kind: 'counting',
  params: { min: 2, max: 4, pictures: ['duck'] },
  itemsPerRound: 3,
};
const SEED = 12;

/** The player with rounds of the topic's kind, as a topic page gives it. */
function ActivityPlayer(
  props: Omit<ActivityPlayerProps, 'makeItems'> & Partial<Pick<ActivityPlayerProps, 'makeItems'>>,
) {
  return <Player makeItems={(seed) => generateRound(props.topic, seed)} {...props} />;
}
const items = generateRound(topic, SEED) as ChoiceItem[];

function choiceName(item: ChoiceItem | undefined, right: boolean): string {
  const choice = item?.choices.find((entry) => (entry.id === item.answer) === right);
  if (!choice) throw new Error('no such choice');
  return choice.speech;
}

const choices = () => within(screen.getByRole('group', { name: 'Choices' }));

let clock = 0;
let synth: { speak: ReturnType<typeof vi.fn>; cancel: ReturnType<typeof vi.fn> };

beforeEach(() => {
  clock = 1_700_000_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
  synth = {
    speak: vi.fn(),
    cancel: vi.fn(),
  };
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      constructor(readonly text: string) {}
    },
  );
  Object.defineProperty(window, 'speechSynthesis', {
    value: { ...synth, getVoices: () => [] },
    configurable: true,
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'speechSynthesis');
});

const spoken = () =>
  synth.speak.mock.calls.map(([utterance]) => (utterance as { text: string }).text);

describe('ActivityPlayer', () => {
  it('plays a whole round with the keyboard alone and reports the result', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn<(result: ActivityResult) => void>();
    const states: SessionState[] = [];
    render(
      <ActivityPlayer
        topic={topic}
        seed={SEED}
        onFinish={onFinish}
        onStateChange={(state) => states.push(state)}
      />,
    );

    expect(screen.getByText(topic.instructions)).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tap to start' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(spoken()).toEqual([topic.instructions, spokenPrompt(items[0] as ChoiceItem)]);
    expect(spoken()[1]).toMatch(/\? \d+, \d+ or \d+\?$/);
    expect(screen.getByRole('heading', { name: 'How many ducks?' })).toHaveFocus();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();

    // First item: a wrong try, then the right one.
    choices()
      .getByRole('button', { name: choiceName(items[0], false) })
      .focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(
      `That is ${choiceName(items[0], false)}. Let's try again!`,
    );
    expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();
    choices()
      .getByRole('button', { name: choiceName(items[0], true) })
      .focus();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent(items[0]?.praise ?? '?');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');

    // Second and third items: right first time.
    for (const index of [1, 2]) {
      expect(screen.getByText(`Question ${index + 1} of 3`)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'How many ducks?' })).toHaveFocus();
      choices()
        .getByRole('button', { name: choiceName(items[index], true) })
        .focus();
      await user.keyboard('{Enter}');
      await user.keyboard('{Enter}');
    }

    expect(screen.getByRole('heading', { name: 'Well done!' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'You earned 2 of 3 stars' })).toBeInTheDocument();
    expect(screen.getByText('You got 2 of 3 right on the first try.')).toBeInTheDocument();
    expect(onFinish).toHaveBeenCalledTimes(1);
    const result = onFinish.mock.calls[0]?.[0];
    expect(result).toMatchObject({
      topicKey: 'count-ducks',
      seed: SEED,
      score: 2,
      maxScore: 3,
      stars: 2,
    });
    expect(result?.durationMs).toBeGreaterThan(0);
    expect(result?.answers.map((answer) => answer.attempts)).toEqual([2, 1, 1]);
    expect(states.at(-1)?.phase).toBe('finished');
  });

  it('gives help on request and by itself after two wrong tries', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    const states: SessionState[] = [];
    render(
      <ActivityPlayer
        topic={topic}
        seed={SEED}
        onFinish={onFinish}
        onStateChange={(state) => states.push(state)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Tap to start' }));
    const hint = items[0]?.hint ?? '?';
    await user.click(screen.getByRole('button', { name: 'Help me' }));
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(spoken().at(-1)).toBe(hint);
    expect(states.at(-1)?.results[0]?.hintsUsed).toBe(1);

    // A fresh item: the hint appears after the second wrong try.
    await user.click(choices().getByRole('button', { name: choiceName(items[0], true) }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const nextHint = items[1]?.hint ?? '?';
    expect(screen.queryByText(nextHint)).toBeNull();
    await user.click(choices().getByRole('button', { name: choiceName(items[1], false) }));
    expect(screen.queryByText(nextHint)).toBeNull();
    await user.click(choices().getByRole('button', { name: choiceName(items[1], false) }));
    expect(screen.getByText(nextHint)).toBeInTheDocument();
    expect(states.at(-1)?.results[1]?.hintsUsed).toBe(0);
  });

  it('brings a missed item back later in a topic round, and scores its first try only', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(<ActivityPlayer topic={topic} seed={SEED} onFinish={onFinish} reviewMissed />);
    await user.click(screen.getByRole('button', { name: 'Tap to start' }));
    await user.click(choices().getByRole('button', { name: choiceName(items[0], false) }));
    await user.click(choices().getByRole('button', { name: choiceName(items[0], true) }));
    for (const item of items.slice(1)) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(choices().getByRole('button', { name: choiceName(item, true) }));
    }
    // The missed item comes back at the end, said as a second go.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const again = `Let's try this one again. ${items[0]?.prompt.speech}`;
    expect(spoken().some((text) => text.startsWith(again))).toBe(true);
    await user.click(choices().getByRole('button', { name: choiceName(items[0], true) }));
    await user.click(screen.getByRole('button', { name: 'See my stars' }));
    const result = onFinish.mock.calls[0]?.[0] as ActivityResult;
    expect(result).toMatchObject({ score: 2, maxScore: 3 });
    expect(result.answers.map((answer) => answer.itemId)).toEqual([
      ...items.map((item) => item.id),
      `${items[0]?.id}~again`,
    ]);
  });

  it('resumes a saved round where the child stopped', async () => {
    const user = userEvent.setup();
    let saved: SessionState | undefined;
    const first = render(
      <ActivityPlayer
        topic={topic}
        seed={SEED}
        onFinish={vi.fn()}
        onStateChange={(state) => {
          saved = JSON.parse(JSON.stringify(state)) as SessionState;
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Tap to start' }));
    await user.click(choices().getByRole('button', { name: choiceName(items[0], true) }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    first.unmount();

    render(<ActivityPlayer topic={topic} seed={999} savedState={saved} onFinish={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Tap to carry on' }));
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    await user.click(choices().getByRole('button', { name: choiceName(items[1], true) }));
    expect(screen.getByRole('status')).toHaveTextContent(items[1]?.praise ?? '?');
  });

  it('ignores a saved round of another topic', async () => {
    const user = userEvent.setup();
    const other = { ...generateRoundState(), topicKey: 'something-else' };
    render(<ActivityPlayer topic={topic} seed={SEED} savedState={other} onFinish={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Tap to start' }));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  });

  it('plays again with a fresh round, and goes back to the map', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    const onExit = vi.fn();
    render(<ActivityPlayer topic={topic} seed={SEED} onFinish={onFinish} onExit={onExit} />);
    await user.click(screen.getByRole('button', { name: 'Tap to start' }));
    for (const item of items) {
      await user.click(choices().getByRole('button', { name: choiceName(item, true) }));
      await user.click(screen.getByRole('button', { name: /Next|See my stars/ }));
    }
    expect(screen.getByRole('img', { name: 'You earned 3 of 3 stars' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tap to start' })).toBeNull();
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(spoken()).toContain(topic.instructions);

    for (let index = 0; index < 3; index += 1) {
      const buttons = choices().getAllByRole('button');
      // Whatever the new round holds, the right button finishes each item.
      for (const button of buttons) {
        await user.click(button);
        if (screen.queryByRole('button', { name: /Next|See my stars/ })) break;
      }
      await user.click(screen.getByRole('button', { name: /Next|See my stars/ }));
    }
    expect(onFinish).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Back to the map' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('shows a custom end screen with the results and a working Play again', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(
      <ActivityPlayer
        topic={topic}
        seed={SEED}
        onFinish={onFinish}
        renderFinish={({ summary, results, playAgain }) => (
          <section aria-label="Custom end">
            <p>{`${summary.score} of ${summary.maxScore}, ${summary.stars} stars`}</p>
            <p>{results.map((result) => result.correctFirstTry).join(' ')}</p>
            {playAgain}
          </section>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Tap to start' }));
    await user.click(choices().getByRole('button', { name: choiceName(items[0], false) }));
    for (const item of items) {
      await user.click(choices().getByRole('button', { name: choiceName(item, true) }));
      await user.click(screen.getByRole('button', { name: /Next|See my stars/ }));
    }
    const end = screen.getByRole('region', { name: 'Custom end' });
    expect(end).toHaveTextContent('2 of 3, 2 stars');
    expect(end).toHaveTextContent('false true true');
    expect(screen.queryByRole('heading', { name: 'Well done!' })).toBeNull();
    expect(onFinish).toHaveBeenCalledTimes(1);
    await user.click(within(end).getByRole('button', { name: 'Play again' }));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  });

  it('plays items of several kinds, each with its own view (assessments)', async () => {
    const user = userEvent.setup();
    const colours = generateRound(
      { ...topic, kind: 'colours', params: { colours: ['red', 'blue'] } },
      1,
    ).slice(0, 1);
    const tracing = generateRound(
      { ...topic, kind: 'tracing', params: { glyphs: ['a'] } },
      1,
    ).slice(0, 1);
    render(
      <ActivityPlayer
        topic={{ ...topic, id: 'maths-check', title: 'Maths check' }}
        seed={4}
        makeItems={() => [...colours, ...tracing]}
        onFinish={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Tap to start' }));
    const colourItem = colours[0] as ChoiceItem;
    expect(screen.getByRole('heading', { name: colourItem.prompt.text })).toBeInTheDocument();
    await user.click(choices().getByRole('button', { name: colourItem.answer }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The tracing view is its own chunk: on a loaded machine it may still be arriving.
    expect(
      await screen.findByRole(
        'img',
        { name: /Tracing space for the letter a/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('explains when a topic cannot be played', () => {
    render(
      <ActivityPlayer
        topic={{ ...topic, params: { min: 0 } }}
        seed={1}
        onFinish={vi.fn()}
        onExit={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This activity could not be started.');
    expect(screen.getByRole('alert')).toHaveTextContent('counting: min must be between 1 and 20');
    expect(screen.getByRole('button', { name: 'Back to topics' })).toBeInTheDocument();
  });
});

function generateRoundState(): SessionState {
  return {
    version: 1,
    topicKey: 'count-ducks',
    seed: 1,
    items: items.slice(0, 1),
    index: 0,
    phase: 'playing',
    results: [
      {
        itemId: items[0]?.id ?? '',
        attempts: 0,
        correctFirstTry: false,
        solved: false,
        hintsUsed: 0,
        lastAnswer: null,
      },
    ],
    hintShown: false,
    feedback: null,
    startedAt: 1,
    finishedAt: null,
  };
}
