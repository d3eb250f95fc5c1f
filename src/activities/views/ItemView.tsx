import { lazy, Suspense } from 'react';
import { Loading } from '@/ui/Spinner';
import { ChoiceItemView } from './ChoiceItemView';
import { itemViewModule } from './item-view-loaders';
import type { ItemViewProps } from './types';

const LAZY_VIEWS = {
  match: lazy(() => itemViewModule('match')),
  trace: lazy(() => itemViewModule('trace')),
  place: lazy(() => itemViewModule('place')),
  build: lazy(() => itemViewModule('build')),
};

/** Renders any item with the shared view for its type. */
export function ItemView(props: ItemViewProps) {
  const { type } = props.item;
  if (type === 'choice') return <ChoiceItemView {...props} />;
  const View = LAZY_VIEWS[type];
  return (
    <Suspense fallback={<Loading label="Loading..." fill />}>
      <View {...props} />
    </Suspense>
  );
}
