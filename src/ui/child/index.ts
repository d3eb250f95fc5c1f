export { AudioPrompt } from './AudioPrompt';
export { ChildButton, type ChildButtonProps, type ChildButtonVariant } from './ChildButton';
export { Feedback } from './Feedback';
export { ProgressDots } from './ProgressDots';
export {
  DEFAULT_SETTINGS,
  MAX_RATE,
  MIN_RATE,
  PAPER_SIZES,
  SETTINGS_KEY,
  parseSettings,
  readChildSettings,
  readStoredSettings,
  saveChildSettings,
  setSettingsAccount,
  settingsAccount,
  storeSettings,
  useChildSettings,
  type ChildSettings,
  type PaperSize,
  type StoredSettings,
} from './settings';
export { reconcileSettings, type SettingsDecision } from './settings-sync';
export {
  isSpeechAvailable,
  speak,
  stopSpeaking,
  useSpeech,
  useVoiceNames,
  useVoiceOptions,
} from './speech';
export { orderVoices, voiceLabel, type VoiceOption } from './voices';
export { Stars } from './Stars';
export { StartGate } from './StartGate';
