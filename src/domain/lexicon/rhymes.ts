/**
 * Rhyming word families of pictured words, keyed by their shared ending (-at: cat, hat, bat).
 * Words of different families never rhyme with each other, so any of them can be a wrong answer.
 */
export const RHYME_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  ag: ['bag', 'flag'],
  ain: ['train', 'chain'],
  ake: ['cake', 'snake'],
  an: ['fan', 'can'],
  ap: ['cap', 'map'],
  ar: ['car', 'star', 'jar'],
  at: ['cat', 'hat', 'bat', 'rat'],
  ear: ['bear', 'pear'],
  ed: ['bed', 'sled'],
  ee: ['bee', 'tree'],
  ell: ['bell', 'shell'],
  ick: ['chick', 'brick'],
  ie: ['pie', 'tie'],
  ing: ['ring', 'wing'],
  oat: ['boat', 'goat', 'coat'],
  one: ['bone', 'phone'],
  ock: ['clock', 'rock'],
  og: ['dog', 'frog'],
  oon: ['moon', 'spoon', 'balloon'],
  ose: ['nose', 'rose'],
  ouse: ['house', 'mouse'],
  own: ['crown', 'clown'],
  ox: ['fox', 'box'],
  uck: ['duck', 'truck'],
};
