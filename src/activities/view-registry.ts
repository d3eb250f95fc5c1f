import type { KindId } from '@/domain/types';
import AdditionView from './addition/view';
import BeginningLetterView from './beginning-letter/view';
import BlendsView from './blends/view';
import ColoursView from './colours/view';
import ComparingView from './comparing/view';
import CountingView from './counting/view';
import DigraphsView from './digraphs/view';
import LetterCaseView from './letter-case/view';
import MatchColumnView from './match-column/view';
import MissingNumbersView from './missing-numbers/view';
import NumberGridView from './number-grid/view';
import OddOneOutView from './odd-one-out/view';
import PatternsView from './patterns/view';
import RhymingView from './rhyming/view';
import ShapesView from './shapes/view';
import ShortVowelsView from './short-vowels/view';
import SightWordsView from './sight-words/view';
import SubtractionView from './subtraction/view';
import TracingView from './tracing/view';
import type { KindView } from './views/types';

/** The React view that renders items of each kind (module-level, so stable across renders). */
export const KIND_VIEWS: Readonly<Record<KindId, KindView>> = {
  'sight-words': SightWordsView,
  'match-column': MatchColumnView,
  'odd-one-out': OddOneOutView,
  'beginning-letter': BeginningLetterView,
  counting: CountingView,
  'number-grid': NumberGridView,
  'missing-numbers': MissingNumbersView,
  shapes: ShapesView,
  colours: ColoursView,
  addition: AdditionView,
  blends: BlendsView,
  'short-vowels': ShortVowelsView,
  digraphs: DigraphsView,
  tracing: TracingView,
  'letter-case': LetterCaseView,
  rhyming: RhymingView,
  patterns: PatternsView,
  comparing: ComparingView,
  subtraction: SubtractionView,
};

/** The React view that renders items of a kind. */
export function getKindView(id: KindId): KindView {
  return KIND_VIEWS[id];
}
