/**
 * Consonant blends and pictured words that begin with them (tr: tree, train). A word sits under
 * its longest listed blend at the start (strawberry begins with st, then r).
 */
export const BLEND_WORDS: Readonly<Record<string, readonly string[]>> = {
  bl: ['blueberries'],
  br: ['bread', 'broom', 'brick', 'broccoli', 'bridge'],
  cl: ['clock', 'cloud', 'clown'],
  cr: ['crab', 'crown', 'crayon', 'crocodile'],
  dr: ['drum', 'dress', 'dragon', 'drop'],
  fl: ['flag', 'flower', 'fly', 'flamingo', 'flashlight'],
  fr: ['frog', 'fries'],
  gl: ['glasses', 'gloves', 'globe'],
  gr: ['grapes', 'grasshopper'],
  pl: ['plane', 'plug', 'plant', 'plate', 'planet'],
  sc: ['scarf', 'scooter'],
  sk: ['skis', 'skunk', 'skateboard'],
  sl: ['sled', 'slide', 'sloth'],
  sn: ['snake', 'snail', 'snowman', 'snowflake'],
  sp: ['spoon', 'spider', 'sponge', 'spaghetti'],
  st: ['star', 'strawberry'],
  sw: ['swan'],
  tr: ['tree', 'train', 'truck', 'tractor', 'trumpet', 'trophy'],
};

/** Consonant blends that end pictured words (nd: hand, st: nest). */
export const END_BLEND_WORDS: Readonly<Record<string, readonly string[]>> = {
  ft: ['gift'],
  mp: ['shrimp'],
  nd: [
    'hand',
    'wand',
    // Kindergarten 2 volumes 2-4
    'island',
  ],
  nk: ['skunk'],
  nt: [
    'tent',
    'ant',
    // Kindergarten 2 volumes 2-4
    'plant',
    'elephant',
  ],
  st: ['nest', 'ghost'],
};
