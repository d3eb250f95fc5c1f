import { useEffect, useId, useRef, useState } from 'react';
import { saveAccountSettings } from '@/backend/account-settings';
import {
  MAX_RATE,
  MIN_RATE,
  readStoredSettings,
  saveChildSettings,
  settingsAccount,
  useChildSettings,
  type ChildSettings,
} from '@/settings/child-settings';
import { isSpeechAvailable, speak, useVoiceOptions } from '@/ui/child/speech';
import { isEnglishVoice, voiceLabel } from '@/ui/child/voices';
import { Button } from '@/ui/Button';
import { usePaper } from '@/settings/paper';
import styles from './SettingsPanel.module.css';

/** How long the rate slider rests before the change is sent to the account. */
const ACCOUNT_SAVE_DELAY_MS = 800;
const SAMPLE = 'Hello! Shall we count some ducks together?';

type SaveState =
  | { state: 'idle' }
  | { state: 'device' }
  | { state: 'saving' }
  | { state: 'account' }
  | { state: 'accountFailed' };

function rateWords(rate: number): string {
  if (rate < 0.75) return 'slow';
  if (rate <= 1.05) return 'normal';
  return 'fast';
}

interface SettingsPanelProps {
  /** The signed-in parent, whose account keeps a copy; null for a visitor. */
  userId: string | null;
}

/**
 * Sound, speech rate, voice, paper size and ink, for this device and (signed in) the account. Every
 * change applies at once; the account gets it shortly after.
 */
export function SettingsPanel({ userId }: SettingsPanelProps) {
  const id = useId();
  const settings = useChildSettings();
  const voices = useVoiceOptions();
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const speechAvailable = isSpeechAvailable();

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const change = (update: Partial<ChildSettings>) => {
    saveChildSettings(update);
    if (!userId || settingsAccount() !== userId) {
      setSave({ state: 'device' });
      return;
    }
    setSave({ state: 'saving' });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const stored = readStoredSettings(userId);
      if (!stored) return;
      void saveAccountSettings(userId, stored).then((result) =>
        setSave({ state: result.ok ? 'account' : 'accountFailed' }),
      );
    }, ACCOUNT_SAVE_DELAY_MS);
  };

  const english = voices.filter((voice) => isEnglishVoice(voice.lang));
  const others = voices.filter((voice) => !isEnglishVoice(voice.lang));
  const [paper] = usePaper();

  return (
    <div className={styles.settings}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Sound</legend>
        <label className={styles.switchRow} htmlFor={`${id}-sound`}>
          <input
            id={`${id}-sound`}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={settings.sound}
            onChange={(event) => change({ sound: event.target.checked })}
          />
          <span>Read questions and feedback aloud</span>
        </label>
        {!speechAvailable ? (
          <p className={styles.muted}>This browser cannot read aloud, so activities stay silent.</p>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset} disabled={!settings.sound}>
        <legend className={styles.legend}>Reading aloud</legend>
        <div className={styles.field}>
          <label htmlFor={`${id}-rate`} className={styles.label}>
            Speech rate: <span className={styles.rateValue}>{rateWords(settings.rate)}</span>
          </label>
          <div className={styles.rateRow}>
            <span aria-hidden="true">Slow</span>
            <input
              id={`${id}-rate`}
              type="range"
              className={styles.range}
              min={MIN_RATE}
              max={MAX_RATE}
              step={0.1}
              value={settings.rate}
              aria-valuetext={`${rateWords(settings.rate)}, ${settings.rate.toFixed(1)} times`}
              onChange={(event) => change({ rate: Number(event.target.value) })}
            />
            <span aria-hidden="true">Fast</span>
          </div>
        </div>
        {voices.length > 0 ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-voice`} className={styles.label}>
              Voice
            </label>
            <select
              id={`${id}-voice`}
              className={styles.select}
              value={settings.voice ?? ''}
              onChange={(event) => change({ voice: event.target.value || undefined })}
            >
              <option value="">This device’s English voice</option>
              {english.length > 0 ? (
                <optgroup label="English">
                  {english.map((voice) => (
                    <option key={voice.name} value={voice.name}>
                      {voiceLabel(voice)}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {others.length > 0 ? (
                <optgroup label="Other languages">
                  {others.map((voice) => (
                    <option key={voice.name} value={voice.name}>
                      {voiceLabel(voice)}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
          </div>
        ) : (
          <p className={styles.muted}>
            This device offers no voices to choose from; it reads aloud with its own.
          </p>
        )}
        <Button
          variant="secondary"
          onClick={() => speak(SAMPLE)}
          disabled={!speechAvailable || !settings.sound}
        >
          Try the voice
        </Button>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Paper size for worksheets</legend>
        <div className={styles.radios}>
          {(
            [
              ['a4', 'A4', '210 × 297 mm'],
              ['letter', 'US Letter', '8.5 × 11 in'],
            ] as const
          ).map(([value, name, size]) => (
            <label key={value} className={styles.radioRow} htmlFor={`${id}-paper-${value}`}>
              <input
                id={`${id}-paper-${value}`}
                type="radio"
                name={`${id}-paper`}
                value={value}
                checked={paper === value}
                onChange={() => change({ paper: value })}
              />
              <span>
                {name} <span className={styles.muted}>({size})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Ink for worksheets</legend>
        <div className={styles.radios}>
          {(
            [
              [false, 'colour', 'Colour', 'pictures and colours as they are'],
              [true, 'saver', 'Ink saver', 'greys and outlines, for a black-and-white printer'],
            ] as const
          ).map(([inkSaver, value, name, description]) => (
            <label key={value} className={styles.radioRow} htmlFor={`${id}-ink-${value}`}>
              <input
                id={`${id}-ink-${value}`}
                type="radio"
                name={`${id}-ink`}
                value={value}
                checked={(settings.inkSaver ?? false) === inkSaver}
                onChange={() => change({ inkSaver })}
              />
              <span>
                {name} <span className={styles.muted}>({description})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <p className={styles.saveNote} role="status">
        {save.state === 'device'
          ? 'Saved on this device.'
          : save.state === 'saving'
            ? 'Saved on this device. Saving to your account...'
            : save.state === 'account'
              ? 'Saved on this device and to your account.'
              : save.state === 'accountFailed'
                ? 'Saved on this device. It could not be saved to your account just now; it will be the next time Sprouts opens online.'
                : userId
                  ? 'Changes apply at once on this device and are saved to your account for your other devices.'
                  : 'Changes apply at once on this device.'}
      </p>
    </div>
  );
}
