import { isKindId, loadKind } from '@/activities/kind-loaders';

/**
 * A prerendered topic page's activity kinds (its root's `data-kinds`), loaded with the page, so
 * that its round can be made as soon as the device has answered. A name that is no kind is left
 * out: the page then loads what it plays as any page does.
 */
export function prepareTopic(root: DOMStringMap): Promise<unknown> {
  const ids = (root.kinds ?? '').split(' ').filter(isKindId);
  return Promise.all(ids.map((id) => loadKind(id)));
}
