export {
  ActivityPlayer,
  type ActivityPlayerProps,
  type ActivityResult,
  type FinishScreen,
} from './ActivityPlayer';
