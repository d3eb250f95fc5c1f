export { AudioPrompt } from './AudioPrompt';
export { ChildButton, type ChildButtonProps, type ChildButtonVariant } from './ChildButton';
export { Feedback } from './Feedback';
export { ProgressDots } from './ProgressDots';
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
