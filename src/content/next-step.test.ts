import { describe, expect, it } from 'vitest';
import { loadPack } from './load-pack';
import { firstUndone, nextPlace, playOrder } from './next-step';

const pack = await loadPack('k1', 'v1');
const english = pack.subjects.english.topics.map((topic) => topic.id);
const maths = pack.subjects.maths.topics.map((topic) => topic.id);

describe('the next step', () => {
  it("orders a volume: each subject's topics, then its assessment", () => {
    const order = playOrder(pack).map((place) => `${place.subject}/${place.segment}`);
    expect(order).toEqual([
      ...english.map((id) => `english/${id}`),
      'english/assessment',
      ...maths.map((id) => `maths/${id}`),
      'maths/assessment',
    ]);
  });

  it('goes to the next topic, and from the last one to the assessment', () => {
    expect(nextPlace(pack, 'english', english[0] as string)?.segment).toBe(english[1]);
    const last = english.at(-1) as string;
    expect(nextPlace(pack, 'english', last)).toMatchObject({
      subject: 'english',
      segment: 'assessment',
      title: pack.subjects.english.assessment.title,
    });
    expect(nextPlace(pack, 'english', 'assessment')).toMatchObject({
      subject: 'maths',
      segment: maths[0],
    });
  });

  it('passes over what is done, and comes round to what was left behind', () => {
    const done = new Set(english.slice(0, 3).map((id) => `english/${id}`));
    done.add(`english/${english[4]}`);
    expect(nextPlace(pack, 'english', english[2] as string, done)?.segment).toBe(english[3]);
    expect(
      nextPlace(pack, 'english', english[3] as string, new Set([...done, `english/${english[3]}`]))
        ?.segment,
    ).toBe(english[5]);
    const everythingBut = new Set(
      playOrder(pack)
        .map((place) => `${place.subject}/${place.segment}`)
        .filter((key) => key !== `english/${english[1]}`),
    );
    expect(nextPlace(pack, 'maths', 'assessment', everythingBut)?.segment).toBe(english[1]);
    expect(firstUndone(pack, everythingBut)?.segment).toBe(english[1]);
  });

  it('has nowhere to go when everything is done', () => {
    const all = new Set(playOrder(pack).map((place) => `${place.subject}/${place.segment}`));
    expect(nextPlace(pack, 'maths', 'assessment', all)).toBeNull();
    expect(firstUndone(pack, all)).toBeNull();
  });
});
