export { AudioPrompt } from './AudioPrompt';
export { ChildButton, type ChildButtonProps, type ChildButtonVariant } from './ChildButton';
export { Feedback } from './Feedback';
export { ProgressDots } from './ProgressDots';
export {
  DEFAULT_SETTINGS,
  SETTINGS_KEY,
  readChildSettings,
  saveChildSettings,
  type ChildSettings,
} from './settings';
export { isSpeechAvailable, speak, stopSpeaking, useSpeech, useVoiceNames } from './speech';
export { Stars } from './Stars';
export { StartGate } from './StartGate';
