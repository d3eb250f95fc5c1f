import { MatchItemView } from '@/activities/views/MatchItemView';
import type { ItemViewProps } from '@/activities/views/types';

export default function MatchColumnView(props: ItemViewProps) {
  return <MatchItemView {...props} />;
}
