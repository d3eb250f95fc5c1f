import type { ContentPack } from '@/domain/types';
import type { KeyPlacement } from '../files';
import type { InkMode } from '../layout/ink';
import type { PaperId } from '../layout/types';

/** What the page asks the volume worker to make. */
export interface VolumeRequest {
  pack: ContentPack;
  paper: PaperId;
  ink: InkMode;
  childName?: string;
  keys: KeyPlacement;
}

/** What the worker answers: progress as it goes, then the files or why it failed. */
export type VolumeMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; worksheet: Uint8Array; answerKey: Uint8Array | null }
  | { type: 'failed'; message: string };
