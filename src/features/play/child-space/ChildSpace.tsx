import { useEffect, useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '@/ui/child/IconButton';
import { LockIcon } from '@/ui/child/icons';
import { leaveFullscreen } from '@/ui/fullscreen';
import { ParentalGate } from '@/widgets/parental-gate/ParentalGate';
import styles from './ChildSpace.module.css';
import { closeSpace, openSpace } from './space-presence';
import { usePlayingFamily } from './usePlayingFamily';
import { WhoIsPlaying } from './WhoIsPlaying';

interface ChildSpaceProps {
  /** The space's accessible name: the topic being played. */
  title: string;
  children: ReactNode;
  /** A grown-up answered the question and wants out: leave the activities. */
  onLeave(): void;
}

/**
 * The child space: a full-screen layer over the site, with no navbar, breadcrumb or footer and
 * nothing to scroll. Everything behind it is inert while it is open. Its one way out is the
 * padlock in the corner, behind the grown-ups question. A family with several children on this
 * device is first asked who is playing.
 */
export function ChildSpace({ title, children, onLeave }: ChildSpaceProps) {
  const [gate, setGate] = useState(false);
  const gateTitle = useId();
  const { family, asksWho, choose } = usePlayingFamily();

  useEffect(() => {
    openSpace();
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    document.documentElement.dataset.childSpace = 'open';
    return () => {
      root?.removeAttribute('inert');
      delete document.documentElement.dataset.childSpace;
      closeSpace();
    };
  }, []);

  return createPortal(
    <div className={styles.space} role="dialog" aria-modal="true" aria-label={title}>
      <div className={styles.corner}>
        <IconButton
          label="For grown-ups: leave the activities"
          icon={<LockIcon />}
          variant="secondary"
          say="This button is for grown-ups."
          onClick={() => setGate(true)}
        />
      </div>
      <div className={styles.content} inert={gate || undefined}>
        {asksWho ? <WhoIsPlaying players={family.children} onChoose={choose} /> : children}
      </div>
      {gate ? (
        <div className={styles.gateLayer} role="presentation">
          <div
            className={styles.gatePanel}
            role="dialog"
            aria-modal="true"
            aria-labelledby={gateTitle}
          >
            <ParentalGate
              reason="Leaving the activities is for grown-ups."
              titleId={gateTitle}
              focusOnShow
              onPass={() => {
                setGate(false);
                leaveFullscreen();
                onLeave();
              }}
              onCancel={() => setGate(false)}
              cancelLabel="Back to playing"
            />
          </div>
        </div>
      ) : null}
    </div>,
    document.body,
  );
}
