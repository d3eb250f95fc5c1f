import { ItemView } from '@/activities/views/ItemView';
import type { ItemViewProps } from '@/activities/views/types';

/** Choice items (pick the small letter) or match items (join big and small letters). */
export default function LetterCaseView(props: ItemViewProps) {
  return <ItemView {...props} />;
}
