export { ActivityPlayer, type ActivityPlayerProps, type ActivityResult } from './ActivityPlayer';
