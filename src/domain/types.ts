/**
 * The shapes every activity kind, view, session, worksheet and content pack share.
 * Pure data: everything here is JSON-serialisable.
 */
import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';

export type KindId =
  | 'sight-words'
  | 'match-column'
  | 'odd-one-out'
  | 'beginning-letter'
  | 'counting'
  | 'number-grid'
  | 'missing-numbers'
  | 'shapes'
  | 'colours'
  | 'addition'
  | 'blends'
  | 'short-vowels'
  | 'digraphs'
  | 'tracing'
  | 'letter-case'
  | 'rhyming'
  | 'patterns'
  | 'comparing'
  | 'subtraction'
  | 'build-word'
  | 'put-in-order'
  | 'sort'
  | 'build-number'
  | 'number-line'
  | 'clock';

export type ColourName =
  'red' | 'blue' | 'yellow' | 'green' | 'orange' | 'purple' | 'pink' | 'brown' | 'black' | 'white';

export type ShapeName =
  'circle' | 'square' | 'triangle' | 'rectangle' | 'star' | 'heart' | 'oval' | 'diamond';

/** Something shown to the child: a word or number, a picture, a colour, a shape, or a group to count. */
export type Visual =
  | { type: 'text'; text: string }
  | { type: 'picture'; picture: string }
  | { type: 'group'; picture: string; count: number }
  | { type: 'colour'; colour: ColourName }
  | { type: 'shape'; shape: ShapeName; colour?: ColourName }
  /** A clock face showing a time to the hour: the short hand on `hour`, the long hand on 12. */
  | { type: 'clock'; hour: number };

/** What an item says and shows before the child answers. `speech` is read aloud; `text` is shown. */
export interface Prompt {
  text: string;
  speech: string;
}

/** One thing the child can pick. `speech` is what is read aloud and the accessible name. */
export interface Choice {
  id: string;
  visual: Visual;
  speech: string;
  /** What feedback calls this choice when its speech says more ('c' for 'c, as in cup'). */
  name?: string;
  /** Said when this choice is picked and is wrong; names what the child picked. */
  feedback?: string;
}

/** Context shown above the choices. */
export type Stem =
  | { type: 'visual'; visual: Visual }
  /** A row of cells; null is the gap the child fills (patterns, missing numbers). */
  | { type: 'sequence'; cells: (Visual | null)[] }
  /** A number grid; null is the hidden number. */
  | { type: 'grid'; columns: number; cells: (number | null)[] }
  | { type: 'equation'; left: Visual; operator: '+' | '-'; right: Visual }
  | { type: 'compare'; left: Visual; right: Visual }
  /**
   * A picture story: `start` things, then `change` more arrive ('+') or `change` of them leave
   * ('-') while the story is told.
   */
  | { type: 'story'; picture: string; start: number; change: number; operator: '+' | '-' };

interface ItemBase {
  /** Unique within a round. */
  id: string;
  prompt: Prompt;
  /** Spoken and shown after a wrong answer or when the child asks for help. */
  hint: string;
  /** Spoken after a right answer; names what the child did ("Yes! B is for ball."). */
  praise: string;
  /**
   * The kind that made this item. Set by `generateRound`, so mixed rounds (assessments) score and
   * render each item with its own kind. Generators need not set it.
   */
  kind?: KindId;
}

export interface ChoiceItem extends ItemBase {
  type: 'choice';
  stem?: Stem;
  choices: Choice[];
  /** Id of the right choice. */
  answer: string;
}

export interface MatchItem extends ItemBase {
  type: 'match';
  left: Choice[];
  right: Choice[];
  /** Left choice id -> right choice id. */
  answer: Record<string, string>;
}

export interface TraceItem extends ItemBase {
  type: 'trace';
  /** A single letter or a number to trace. */
  glyph: string;
  /** Optional picture shown beside the glyph ("a is for apple"). */
  picture?: string;
}

/**
 * Tiles the child puts in spots: letters into a word, pictures into the order of a story, things
 * into groups. Tiles not named in `answer` are spare (a letter that is not in the word).
 */
export interface PlaceItem extends ItemBase {
  type: 'place';
  /**
   * 'row': one tile per spot, read from left to right (spell a word, put in order);
   * 'groups': any number of tiles per spot (sort).
   */
  layout: 'row' | 'groups';
  /** Shown above the spots: the picture of the word to spell. */
  stem?: Stem;
  tiles: Choice[];
  /** Where tiles go; `speech` says where, as in 'Cat does not go first'. */
  spots: Choice[];
  /** Tile id -> spot id for every tile that belongs somewhere. */
  answer: Record<string, string>;
}

/**
 * A number the child makes with their hands: counters put in a ten-frame until there are enough,
 * or a hopper moved along a number line to where a sum lands.
 */
export interface BuildItem extends ItemBase {
  type: 'build';
  tool: 'frame' | 'line';
  /** The counters' picture (frame) or the hopper's (line). */
  picture: string;
  /** Counters in the frame at the start (frame), or where the hopper starts (line). */
  start: number;
  /** Cells of the frame (10 or 20), or the last number of the line (from 0). */
  size: number;
  /** Shown above the frame or line: the sum to hop (3 + 2). */
  stem?: Stem;
  answer: number;
}

export type Item = ChoiceItem | MatchItem | TraceItem | PlaceItem | BuildItem;

export interface Point {
  x: number;
  y: number;
}

/** What the child did; owned by the session, never by a view. */
export type Answer =
  | { type: 'choice'; choiceId: string }
  /** Every pair made so far, left id -> right id; the newest pair is the last entry. */
  | { type: 'match'; pairs: Record<string, string> }
  /** Strokes in the glyph's box, normalised to 0..1 on both axes. */
  | { type: 'trace'; strokes: Point[][] }
  /** Every tile put in a spot so far, tile id -> spot id; the newest is the last entry. */
  | { type: 'place'; placed: Record<string, string> }
  /** The number made: counters in the frame, or where the hopper stands. */
  | { type: 'build'; value: number };

export interface ScoreResult {
  correct: boolean;
  /** Gentle feedback that names what the child did. */
  message: string;
  /**
   * Right so far, not finished yet (a match with pairs still to make): it is not a try, and the
   * item stays open. Always with `correct`.
   */
  partial?: boolean;
}

/** A topic as authored in src/content: which kind, with which parameters. */
export interface TopicSpec {
  /** Unique within its (grade, volume), URL-safe, e.g. 'beginning-letters-b-m-s'. */
  id: string;
  subject: SubjectSlug;
  title: string;
  /**
   * The topic's big picture on maps and cards, so a child who cannot read tells the topics apart:
   * one of the app's pictures, shown by a round of the topic or hinting at its kind, and used by
   * no other topic of the volume.
   */
  picture: string;
  /** The skill this topic practises, for reports (e.g. 'letter-sounds'). */
  skill: string;
  /** One line for parents: what the child learns. */
  description: string;
  /** Read aloud to the child and printed on the worksheet. */
  instructions: string;
  kind: KindId;
  params: Record<string, unknown>;
  /** Items per round; at least 8. */
  itemsPerRound: number;
}

export interface SkillInfo {
  id: string;
  title: string;
}

/** The end-of-volume assessment of one subject: items drawn from that volume's topics. */
export interface AssessmentSpec {
  id: string;
  subject: SubjectSlug;
  title: string;
  instructions: string;
  /** Which topics contribute, and how many items each. */
  sections: { topicId: string; count: number }[];
}

export interface SubjectPack {
  topics: TopicSpec[];
  assessment: AssessmentSpec;
}

/** Everything one (grade, volume) offers; built to JSON. */
export interface ContentPack {
  grade: GradeSlug;
  volume: VolumeSlug;
  title: string;
  /** What this volume teaches, for the curriculum pages. */
  summary: string;
  skills: SkillInfo[];
  subjects: Record<SubjectSlug, SubjectPack>;
}
