import { OfflineIndicator } from './OfflineIndicator';
import { UpdatePrompt } from './UpdatePrompt';

/** Service worker registration, the update prompt and the offline note; loaded after first paint. */
export default function PwaLayer() {
  return (
    <div className="pwa-layer">
      <OfflineIndicator />
      <UpdatePrompt />
    </div>
  );
}
