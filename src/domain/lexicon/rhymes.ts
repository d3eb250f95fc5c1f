/**
 * Rhyming word families of pictured words, keyed by their shared ending (-at: cat, hat, bat).
 * Words of different families never rhyme with each other, so any of them can be a wrong answer.
 */
export const RHYME_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  ag: ['bag', 'flag'],
  ain: ['train', 'chain', 'rain'],
  ake: ['cake', 'snake'],
  an: ['fan', 'van', 'can', 'pan'],
  ap: ['cap', 'map'],
  ar: ['car', 'star', 'jar'],
  at: ['cat', 'hat', 'bat', 'rat'],
  ear: ['bear', 'pear'],
  ed: ['bed', 'sled'],
  ee: ['bee', 'tree'],
  ell: ['bell', 'shell'],
  en: ['pen', 'hen'],
  ick: ['chick', 'brick'],
  ie: ['pie', 'tie'],
  in: ['pin', 'bin'],
  ing: ['ring', 'wing'],
  oat: ['boat', 'goat', 'coat'],
  ock: ['clock', 'rock', 'lock'],
  og: ['dog', 'frog', 'log'],
  oon: ['moon', 'spoon', 'balloon'],
  ose: ['nose', 'rose'],
  ouse: ['house', 'mouse'],
  own: ['crown', 'clown'],
  ox: ['fox', 'box', 'ox'],
  uck: ['duck', 'truck'],
  ug: ['bug', 'plug'],
};
