import { ChoiceItemView } from '@/activities/views/ChoiceItemView';
import type { ItemViewProps } from '@/activities/views/types';

export default function ColoursView(props: ItemViewProps) {
  return <ChoiceItemView {...props} />;
}
