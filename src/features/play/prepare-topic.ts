import { isKindId, loadKind } from '@/activities/kind-loaders';
import { topicKeyOf } from '@/db/records';
import { beginDeviceReads } from './device-reads';
import { parseActivityRoute } from './route-params';

/**
 * The device reads of the topic at a prerendered address (its root's `data-prerendered`, e.g.
 * '/class/k1/v1/maths/add-within-5'), begun now rather than by the render that hydrates it.
 */
function beginReadsFor(path: string | undefined): void {
  const [, , grade, volume, sub, topic] = (path ?? '').split('/');
  const route = parseActivityRoute({ grade, volume, sub, topic }, { needsTopic: true });
  if (route.status !== 'ok') return;
  beginDeviceReads(topicKeyOf(route.grade, route.volume, route.subject, route.topic));
}

/**
 * A prerendered topic page's activity kinds (its root's `data-kinds`), loaded with the page, so
 * that its round can be made as soon as the device has answered. A name that is no kind is left
 * out: the page then loads what it plays as any page does.
 */
export function prepareTopic(root: DOMStringMap): Promise<unknown> {
  beginReadsFor(root.prerendered);
  const ids = (root.kinds ?? '').split(' ').filter(isKindId);
  return Promise.all(ids.map((id) => loadKind(id)));
}
