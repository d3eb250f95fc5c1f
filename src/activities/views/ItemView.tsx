import { BuildItemView } from './BuildItemView';
import { ChoiceItemView } from './ChoiceItemView';
import { MatchItemView } from './MatchItemView';
import { PlaceItemView } from './PlaceItemView';
import { TraceItemView } from './TraceItemView';
import type { ItemViewProps } from './types';

/** Renders any item with the shared view for its type. */
export function ItemView(props: ItemViewProps) {
  switch (props.item.type) {
    case 'choice':
      return <ChoiceItemView {...props} />;
    case 'match':
      return <MatchItemView {...props} />;
    case 'trace':
      return <TraceItemView {...props} />;
    case 'place':
      return <PlaceItemView {...props} />;
    case 'build':
      return <BuildItemView {...props} />;
  }
}
