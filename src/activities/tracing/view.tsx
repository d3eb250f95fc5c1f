import { TraceItemView } from '@/activities/views/TraceItemView';
import type { ItemViewProps } from '@/activities/views/types';

export default function TracingView(props: ItemViewProps) {
  return <TraceItemView {...props} />;
}
