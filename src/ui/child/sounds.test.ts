// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveChildSettings } from '@/settings/child-settings';
import { CUES, playCue, resetSounds } from './sounds';

/** A Web Audio stand-in that records the notes started. */
function installAudio() {
  const started: number[] = [];
  const param = () => ({
    setValueAtTime: vi.fn(),
    linearRampToValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
  });
  class FakeContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      const frequency = { ...param(), setValueAtTime: vi.fn((hz: number) => started.push(hz)) };
      return { type: 'sine', frequency, connect: vi.fn(), start: vi.fn(), stop: vi.fn() };
    }
    createGain() {
      return { gain: param(), connect: vi.fn() };
    }
    resume = vi.fn();
    close = vi.fn();
  }
  const created = vi.fn();
  vi.stubGlobal(
    'AudioContext',
    class extends FakeContext {
      constructor() {
        super();
        created();
      }
    },
  );
  return { started, created };
}

beforeEach(() => {
  localStorage.clear();
  resetSounds();
});
afterEach(() => vi.unstubAllGlobals());

describe('sounds', () => {
  it('plays the notes of each cue, softly rising for a right answer', () => {
    const audio = installAudio();
    playCue('right');
    expect(audio.started).toEqual(CUES.right.map((note) => note.frequency));
    expect(CUES.right[1]?.frequency).toBeGreaterThan(CUES.right[0]?.frequency ?? 0);
    playCue('finish');
    expect(audio.started).toHaveLength(CUES.right.length + CUES.finish.length);
    expect(audio.created).toHaveBeenCalledTimes(1);
  });

  it('stays silent when the sound setting is off', () => {
    const audio = installAudio();
    saveChildSettings({ sound: false });
    playCue('try');
    expect(audio.created).not.toHaveBeenCalled();
    expect(audio.started).toEqual([]);
  });

  it('stays silent without Web Audio', () => {
    expect(() => playCue('tap')).not.toThrow();
  });
});
