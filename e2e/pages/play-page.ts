import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';
import type { SessionState } from '../../src/activities/core/session';
import type {
  BuildItem,
  ChoiceItem,
  Item,
  MatchItem,
  PlaceItem,
  TraceItem,
} from '../../src/domain/types';
import { glyphLayout } from '../../src/activities/glyphs/glyphs';
import type { ProgressRow } from '../../src/db/records';
import { readDeviceStore } from './device-store';
import { answerGrownUpsQuestion } from './grown-ups';

/** How the child plays: tapping and dragging on a touch screen, or with the keyboard only. */
export type PlayMode = 'touch' | 'keyboard';

/**
 * A topic page and the activity player in it. The right answers come from the round the app
 * saves in IndexedDB after every step (the sessions store), never from test-only hooks.
 */
export class PlayPage {
  readonly startButton: Locator;
  readonly choices: Locator;
  readonly stars: Locator;
  private touchScreen: Promise<CDPSession> | undefined;

  constructor(
    readonly page: Page,
    readonly mode: PlayMode,
  ) {
    this.startButton = page.getByRole('button', { name: /^(Tap to start|Tap to carry on)$/ });
    this.choices = page.getByRole('group', { name: 'Choices' });
    this.stars = page.getByRole('img', { name: /^You earned \d of 3 stars$/ });
  }

  /**
   * Opens a topic and waits for the app to start: a prerendered page shows its start button
   * at once, disabled until the app takes the page over (which may first reload the page, see
   * index.html).
   */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    // The volume's content is a script of its own, slow to arrive on a busy machine.
    await expect(this.startButton).toBeVisible({ timeout: 30_000 });
    await expect(this.startButton).toBeEnabled();
  }

  async session(topicKey: string): Promise<SessionState | undefined> {
    const rows = await readDeviceStore<{ topicKey: string; state: SessionState }>(
      this.page,
      'sessions',
    );
    return rows.find((row) => row.topicKey === topicKey)?.state;
  }

  async progress(topicKey: string): Promise<ProgressRow[]> {
    const rows = await readDeviceStore<ProgressRow>(this.page, 'progress');
    return rows.filter((row) => row.topicKey === topicKey);
  }

  /**
   * Presses Tab (or Shift+Tab when the target comes earlier on the page) until `target` has the
   * focus, as a keyboard user would.
   */
  async tabTo(target: Locator, limit = 60): Promise<void> {
    for (let presses = 0; presses <= limit; presses += 1) {
      const where = await target.evaluate((element) => {
        const active = document.activeElement;
        if (element === active) return 'here';
        if (!active || active === document.body) return 'after';
        // DOCUMENT_POSITION_PRECEDING: the target comes before the focused element.
        return active.compareDocumentPosition(element) & 2 ? 'before' : 'after';
      });
      if (where === 'here') return;
      await this.page.keyboard.press(where === 'before' ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  }

  /** Activates a control by touch (a tap) or by keyboard (Tab to it, then Enter). */
  async press(target: Locator): Promise<void> {
    if (this.mode === 'touch') {
      await target.tap();
    } else {
      await this.tabTo(target);
      await this.page.keyboard.press('Enter');
    }
  }

  async start(): Promise<void> {
    await this.press(this.startButton);
  }

  /** The round saved on the device: the child space shows before the round is saved. */
  async savedRound(topicKey: string): Promise<SessionState> {
    let found: SessionState | undefined;
    await expect
      .poll(
        async () => {
          found = await this.session(topicKey);
          return found?.items.length ?? 0;
        },
        { message: `the round of ${topicKey} is saved` },
      )
      .toBeGreaterThan(0);
    return found as SessionState;
  }

  /** The item on screen, once the saved round shows it waiting for an answer. */
  async itemAt(topicKey: string, index: number): Promise<Item> {
    let found: Item | undefined;
    await expect
      .poll(
        async () => {
          const state = await this.session(topicKey);
          found =
            state?.phase === 'playing' && state.index === index ? state.items[index] : undefined;
          return found !== undefined;
        },
        { message: `item ${index} of ${topicKey} is on screen and saved` },
      )
      .toBe(true);
    return found as Item;
  }

  async answer(item: Item): Promise<void> {
    await expect(
      this.page.getByRole('heading', { level: 2, name: item.prompt.text }),
    ).toBeVisible();
    switch (item.type) {
      case 'choice':
        return this.answerChoice(item);
      case 'match':
        return this.answerMatch(item);
      case 'trace':
        return this.answerTrace(item);
      case 'place':
        return this.answerPlace(item);
      case 'build':
        return this.answerBuild(item);
    }
  }

  private async answerChoice(item: ChoiceItem): Promise<void> {
    const right = item.choices.find((choice) => choice.id === item.answer);
    if (!right) throw new Error(`Item ${item.id} has no right choice`);
    await this.press(this.choices.getByRole('button', { name: right.speech, exact: true }));
  }

  private matchCard(side: 'left' | 'right', id: string): Locator {
    return this.page.locator(`[data-match-side="${side}"][data-match-id="${id}"]`);
  }

  private async answerMatch(item: MatchItem): Promise<void> {
    for (const [left, right] of Object.entries(item.answer)) {
      const from = this.matchCard('left', left);
      const to = this.matchCard('right', right);
      if (this.mode === 'touch') {
        await this.touchDrag(from, to);
      } else {
        await this.press(from);
        await expect(from).toHaveAttribute('aria-pressed', 'true');
        await this.press(to);
      }
    }
  }

  /**
   * Puts every tile in its place. By touch, tiles are dragged and tapped in turn (a drag, then a
   * tap on the tile and a tap on its place), so both ways are played; by keyboard, each is picked
   * with Enter or Space on the tile, then on its place.
   */
  private async answerPlace(item: PlaceItem): Promise<void> {
    const entries = Object.entries(item.answer);
    for (const [index, [tileId, spotId]] of entries.entries()) {
      const tile = this.page.locator(`[data-tile-id="${tileId}"]`);
      const spot = this.page.locator(`[data-spot-id="${spotId}"]`);
      if (this.mode === 'touch' && index % 2 === 0) {
        await this.touchDrag(tile, spot);
      } else {
        await this.press(tile);
        await expect(tile).toHaveAttribute('aria-pressed', 'true');
        await this.press(spot);
      }
      await expect(tile).toHaveCount(0);
    }
  }

  /**
   * Makes the number and checks it. By touch the first counter is dragged from the pile into the
   * frame and the rest are tapped in; the frog hops by its buttons. By keyboard, Enter on the
   * pile, or the arrow keys on the frog.
   */
  private async answerBuild(item: BuildItem): Promise<void> {
    const steps = item.answer - item.start;
    if (item.tool === 'frame') {
      const pile = this.page.getByRole('button', { name: /^Put in / });
      for (let step = 0; step < steps; step += 1) {
        if (this.mode === 'touch' && step === 0) {
          await this.touchDrag(pile, this.page.getByRole('group', { name: /^Frame: / }));
        } else {
          await this.press(pile);
        }
      }
    } else if (this.mode === 'touch') {
      const hop = this.page.getByRole('button', { name: steps > 0 ? 'Hop forward' : 'Hop back' });
      for (let step = 0; step < Math.abs(steps); step += 1) await this.press(hop);
    } else {
      await this.page.getByRole('slider').focus();
      for (let step = 0; step < Math.abs(steps); step += 1) {
        await this.page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
      }
    }
    await expect(
      item.tool === 'frame'
        ? this.page.getByRole('button', { name: /^Take out / })
        : this.page.getByRole('slider'),
    ).toHaveCount(item.tool === 'frame' ? item.answer : 1);
    if (item.tool === 'line') {
      await expect(this.page.getByRole('slider')).toHaveAttribute(
        'aria-valuenow',
        String(item.answer),
      );
    }
    await this.press(this.page.getByRole('button', { name: 'Check' }));
  }

  /** A finger drag with real touch input (touchstart, touchmove..., touchend). */
  private async touchDrag(from: Locator, to: Locator): Promise<void> {
    const start = await from.boundingBox();
    const end = await to.boundingBox();
    if (!start || !end) throw new Error('What to drag, or where to, is not on screen');
    const a = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
    const b = { x: end.x + end.width / 2, y: end.y + end.height / 2 };
    this.touchScreen ??= this.page.context().newCDPSession(this.page);
    const cdp = await this.touchScreen;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
    await touch('touchStart', a.x, a.y);
    // Each move waits for the page to handle it; four already carry the card across the board.
    const steps = 4;
    for (let step = 1; step <= steps; step += 1) {
      await touch(
        'touchMove',
        a.x + ((b.x - a.x) * step) / steps,
        a.y + ((b.y - a.y) * step) / steps,
      );
    }
    // Rest the finger before lifting it, as a child does: lifting while still moving is a fling,
    // and the browser swallows the next tap to stop the fling.
    await this.page.waitForTimeout(150);
    await touch('touchMove', b.x, b.y);
    await touch('touchEnd', b.x, b.y);
  }

  /**
   * Draws along the glyph's reference strokes with the pointer; the round notices a finished
   * trace by itself. A keyboard player cannot draw: they choose 'Find it instead' and pick the
   * same letter or number among three.
   */
  private async answerTrace(item: TraceItem): Promise<void> {
    if (this.mode === 'keyboard') {
      await this.press(this.page.getByRole('button', { name: 'Find it instead' }));
      await this.press(this.choices.getByRole('button', { name: item.glyph, exact: true }));
      return;
    }
    const surface = this.page.getByRole('img', { name: /^Tracing space for the / });
    const box = await surface.boundingBox();
    if (!box) throw new Error('The tracing space is not on screen');
    const at = (point: { x: number; y: number }) => ({
      x: box.x + point.x * box.width,
      y: box.y + point.y * box.height,
    });
    for (const stroke of glyphLayout(item.glyph).strokes) {
      const [first, ...rest] = stroke.map(at);
      if (!first) continue;
      await this.page.mouse.move(first.x, first.y);
      await this.page.mouse.down();
      let last = first;
      for (const point of rest) {
        // A move every 12 px or so: a straight stroke gets its in-between points, a curve's
        // points are close enough already.
        const steps = Math.max(1, Math.round(Math.hypot(point.x - last.x, point.y - last.y) / 12));
        await this.page.mouse.move(point.x, point.y, { steps });
        last = point;
      }
      await this.page.mouse.up();
    }
  }

  /** After a right answer: Next (focused for keyboard users) or, at the end, See my stars. */
  async goOn(last: boolean): Promise<void> {
    const button = this.page.getByRole('button', { name: last ? 'See my stars' : /^Next/ });
    await expect(button).toBeVisible();
    if (this.mode === 'keyboard') await expect(button).toBeFocused();
    await this.press(button);
  }

  /**
   * `target` has the keyboard's focus, glows to invite the tap, and still shows its focus ring:
   * the glow is a layer of its own that only fades (so it is never repainted frame by frame), and
   * it does not take over the element's own shadow, where the ring is drawn.
   */
  async glowsWithItsFocusRing(target: Locator): Promise<void> {
    await expect(target).toBeFocused();
    // Once the glow is under way (it starts at most a second after the control appears).
    await expect
      .poll(() =>
        target.evaluate((element) =>
          element
            .getAnimations({ subtree: true })
            .some(
              (animation) =>
                animation.playState === 'running' && Number(animation.currentTime) > 1200,
            ),
        ),
      )
      .toBe(true);
    const glows = await target.evaluate((element) =>
      element.getAnimations({ subtree: true }).map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        const changes = effect
          .getKeyframes()
          .flatMap((frame) => Object.keys(frame))
          .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key));
        return { on: effect.pseudoElement ?? 'element', changes: [...new Set(changes)] };
      }),
    );
    expect(glows).toEqual([{ on: '::after', changes: ['opacity'] }]);
    // --focus-ring (tokens.css): a 3 px surface ring, then a 6 px ring of the focus colour.
    await expect(target).toHaveCSS('box-shadow', /rgb\(26, 95, 180\) 0px 0px 0px 6px/);
  }

  /** Plays the round on screen from its current item to the stars; returns the items. */
  async playToTheEnd(topicKey: string, from = 0): Promise<Item[]> {
    const total = (await this.savedRound(topicKey)).items.length;
    expect(total).toBeGreaterThanOrEqual(8);
    const items: Item[] = [];
    for (let index = from; index < total; index += 1) {
      const item = await this.itemAt(topicKey, index);
      await this.answer(item);
      await this.goOn(index === total - 1);
      items.push(item);
    }
    await expect(this.stars).toBeVisible();
    return items;
  }

  /** The child space: the full-screen layer a round plays in. */
  get space(): Locator {
    return this.page.locator('[role="dialog"][aria-modal="true"]').first();
  }

  /**
   * Everything a round needs is on screen without scrolling: the page does not scroll, nothing in
   * the child space does, and every control and picture of the round lies inside the viewport.
   * Answers what lies outside (empty when all is well).
   */
  async outOfView(): Promise<string[]> {
    return this.space.evaluate((space) => {
      const problems: string[] = [];
      const doc = document.scrollingElement;
      if (doc && doc.scrollHeight > innerHeight + 1)
        problems.push(`page scrolls ${doc.scrollHeight}`);
      for (const element of space.querySelectorAll<HTMLElement>('*')) {
        const style = getComputedStyle(element);
        if (
          element.scrollHeight > element.clientHeight + 1 &&
          (style.overflowY === 'auto' || style.overflowY === 'scroll')
        ) {
          problems.push(`scrolls: ${element.className}`);
        }
      }
      for (const element of space.querySelectorAll<HTMLElement>('button, h2, img, [role="img"]')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (
          box.top < -1 ||
          box.left < -1 ||
          box.bottom > innerHeight + 1 ||
          box.right > innerWidth + 1
        ) {
          const name = element.getAttribute('aria-label') ?? element.textContent ?? element.tagName;
          problems.push(
            `${name.slice(0, 40)} at ${Math.round(box.top)}..${Math.round(box.bottom)}`,
          );
        }
      }
      return problems;
    });
  }

  /** A grown-up leaves the child space: the padlock, then the question answered. */
  async leaveSpace(): Promise<void> {
    await this.press(
      this.space.getByRole('button', { name: 'For grown-ups: leave the activities' }),
    );
    await answerGrownUpsQuestion(this.page.getByRole('dialog', { name: 'Grown-ups only' }));
    await expect(this.space).toHaveCount(0);
  }

  async starsShown(): Promise<number> {
    const label = (await this.stars.getAttribute('aria-label')) ?? '';
    return Number(/You earned (\d) of 3 stars/.exec(label)?.[1]);
  }
}
