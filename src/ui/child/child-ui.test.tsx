// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioPrompt } from './AudioPrompt';
import { Feedback } from './Feedback';
import { ProgressDots } from './ProgressDots';
import { Stars } from './Stars';
import { StartGate } from './StartGate';

function installSpeech() {
  const synth = {
    speak: vi.fn(),
    cancel: vi.fn(),
    getVoices: vi.fn(() => []),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      constructor(readonly text: string) {}
    },
  );
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  return synth;
}

const spoken = (synth: ReturnType<typeof installSpeech>) =>
  synth.speak.mock.calls.map(([utterance]) => (utterance as { text: string }).text);

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'speechSynthesis');
});

describe('Feedback', () => {
  it('announces the message politely, with the hint below', () => {
    const { rerender } = render(<Feedback feedback={null} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    rerender(
      <Feedback
        feedback={{ correct: false, message: "That is 4. Let's try again!" }}
        hint="Touch each duck as you count."
      />,
    );
    expect(status).toHaveTextContent("That is 4. Let's try again!");
    expect(screen.getByText('Touch each duck as you count.')).toBeInTheDocument();
    rerender(<Feedback feedback={{ correct: true, message: 'Yes! There are 3 ducks.' }} />);
    expect(status).toHaveTextContent('Yes! There are 3 ducks.');
    expect(screen.queryByText('Touch each duck as you count.')).toBeNull();
  });
});

describe('Stars', () => {
  it('says how many stars were earned', () => {
    const { container } = render(<Stars earned={2} />);
    expect(screen.getByRole('img', { name: 'You earned 2 of 3 stars' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg')).toHaveLength(3);
  });

  it('keeps the count between 0 and 3', () => {
    render(<Stars earned={7} />);
    expect(screen.getByRole('img', { name: 'You earned 3 of 3 stars' })).toBeInTheDocument();
  });
});

describe('ProgressDots', () => {
  it('shows a dot per question and reads the position', () => {
    const { container } = render(<ProgressDots total={8} current={2} done={[true, true]} />);
    expect(screen.getByText('Question 3 of 8')).toBeInTheDocument();
    expect(container.querySelectorAll('li')).toHaveLength(8);
  });
});

describe('StartGate', () => {
  it('reads the instructions aloud on the tap and starts', async () => {
    const synth = installSpeech();
    const onStart = vi.fn();
    render(<StartGate title="Counting" instructions="Count the ducks." onStart={onStart} />);
    expect(screen.getByRole('heading', { name: 'Counting' })).toBeInTheDocument();
    expect(synth.speak).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tap to start' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(spoken(synth)).toEqual(['Count the ducks.']);
  });

  it('shows a button that cannot be tapped while the round is being prepared', () => {
    const synth = installSpeech();
    render(<StartGate title="Counting" instructions="Count the ducks." />);
    expect(screen.getByRole('button', { name: 'Tap to start' })).toBeDisabled();
    expect(screen.getByText('Count the ducks.')).toBeInTheDocument();
    expect(synth.speak).not.toHaveBeenCalled();
  });
});

describe('AudioPrompt', () => {
  it('shows the prompt and reads it again on request', async () => {
    const synth = installSpeech();
    render(<AudioPrompt text="How many ducks?" speech="How many ducks can you count?" />);
    expect(screen.getByRole('heading', { name: 'How many ducks?' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hear it again' }));
    expect(spoken(synth)).toEqual(['How many ducks can you count?']);
  });
});
