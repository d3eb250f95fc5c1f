// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSettingsSaveResult } from '@/backend/account-settings';
import { readChildSettings, setSettingsAccount } from '@/settings/child-settings';
import { SettingsPanel } from './SettingsPanel';

const account = vi.hoisted(() => ({
  save: vi.fn<(userId: string, settings: object) => Promise<AccountSettingsSaveResult>>(),
}));
vi.mock('@/backend/account-settings', () => ({ saveAccountSettings: account.save }));

class FakeUtterance {
  rate = 1;
  lang = '';
  voice: unknown = null;
  constructor(readonly text: string) {}
}

function installSpeech() {
  const synth = {
    speak: vi.fn(),
    cancel: vi.fn(),
    getVoices: vi.fn(() => [
      { name: 'Thomas', lang: 'fr-FR', default: true },
      { name: 'Kate', lang: 'en-GB', default: false },
      { name: 'Samantha', lang: 'en-US', default: false },
    ]),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  return synth;
}

beforeEach(() => {
  localStorage.clear();
  account.save.mockReset();
  account.save.mockResolvedValue({ ok: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'speechSynthesis');
  setSettingsAccount(null);
});

describe('SettingsPanel', () => {
  it('turns the sound off on this device for a visitor, and the voice controls with it', async () => {
    const synth = installSpeech();
    const user = userEvent.setup();
    render(<SettingsPanel userId={null} />);
    const sound = screen.getByRole('switch', { name: 'Read questions and feedback aloud' });
    expect(sound).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Try the voice' }));
    expect(synth.speak).toHaveBeenCalledTimes(1);

    await user.click(sound);
    expect(sound).not.toBeChecked();
    expect(readChildSettings().sound).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Saved on this device.');
    expect(screen.getByRole('group', { name: 'Reading aloud' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Try the voice' })).toBeDisabled();
    expect(account.save).not.toHaveBeenCalled();
  });

  it('offers English voices first, and keeps the rate and the paper', async () => {
    installSpeech();
    const user = userEvent.setup();
    render(<SettingsPanel userId={null} />);
    const voice = screen.getByRole('combobox', { name: 'Voice' });
    expect(
      within(voice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'This device’s English voice',
      'Kate (en-GB)',
      'Samantha (en-US)',
      'Thomas (fr-FR)',
    ]);
    expect(within(voice).getByRole('group', { name: 'English' })).toBeInTheDocument();
    await user.selectOptions(voice, 'Samantha');
    expect(readChildSettings().voice).toBe('Samantha');

    const rate = screen.getByRole('slider', { name: /Speech rate/ });
    expect(rate).toHaveAttribute('aria-valuetext', 'normal, 0.9 times');
    fireEvent.change(rate, { target: { value: '1.2' } });
    expect(readChildSettings().rate).toBeCloseTo(1.2);
    expect(rate).toHaveAttribute('aria-valuetext', 'fast, 1.2 times');

    // This test browser speaks en-US, so US Letter is the paper until another is chosen.
    expect(screen.getByRole('radio', { name: /US Letter/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /A4/ }));
    expect(readChildSettings().paper).toBe('a4');
    expect(screen.getByRole('radio', { name: /US Letter/ })).not.toBeChecked();

    // Worksheets print in colour until the ink saver is chosen, beside the paper.
    expect(screen.getByRole('radio', { name: /^Colour/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Ink saver/ }));
    expect(readChildSettings().inkSaver).toBe(true);
    expect(screen.getByRole('radio', { name: /^Colour/ })).not.toBeChecked();
  });

  it('saves a signed-in parent’s change to the account once the change rests', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installSpeech();
    setSettingsAccount('parent-1');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SettingsPanel userId="parent-1" />);
    await user.click(screen.getByRole('switch', { name: 'Read questions and feedback aloud' }));
    await user.click(screen.getByRole('radio', { name: /A4/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Saving to your account...');
    expect(account.save).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(account.save).toHaveBeenCalledTimes(1);
    expect(account.save).toHaveBeenCalledWith(
      'parent-1',
      expect.objectContaining({ sound: false, paper: 'a4', updatedAt: expect.any(String) }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Saved on this device and to your account.',
    );
  });

  it('says when the account could not take the change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    account.save.mockResolvedValue({ ok: false, message: 'offline' });
    setSettingsAccount('parent-1');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SettingsPanel userId="parent-1" />);
    expect(screen.getByText(/This device offers no voices/)).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Read questions and feedback aloud' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'It could not be saved to your account just now',
    );
    expect(readChildSettings().sound).toBe(false);
  });
});
