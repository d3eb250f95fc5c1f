/**
 * Groups of pictured words for odd one out. A word is in at most one category. Categories of the
 * same `group` are related (fruit and food are both things we eat), so one never supplies the odd
 * one out for the other; `alsoFits` names words of other categories that would belong anyway
 * (a plane is in the sky too).
 */
export interface Category {
  title: string;
  /** What the words are, to say 'the others are all {members}'. */
  members: string;
  group: string;
  words: readonly string[];
  alsoFits?: readonly string[];
}

export const CATEGORIES: Readonly<Record<string, Category>> = {
  animals: {
    title: 'Animals',
    members: 'animals',
    group: 'animals',
    words: [
      'cat',
      'dog',
      'cow',
      'pig',
      'horse',
      'sheep',
      'goat',
      'hen',
      'duck',
      'lion',
      'tiger',
      'elephant',
      'monkey',
      'zebra',
      'giraffe',
      'bear',
      'rabbit',
      'mouse',
      'fox',
      'frog',
      'penguin',
      'panda',
      'kangaroo',
      'koala',
      'owl',
      'snake',
      'turtle',
      'camel',
      'hippo',
      'gorilla',
      'deer',
      'wolf',
      'parrot',
      'crocodile',
      'hedgehog',
    ],
  },
  'sea-animals': {
    title: 'Sea animals',
    members: 'sea animals',
    group: 'animals',
    words: ['fish', 'whale', 'dolphin', 'octopus', 'crab', 'shark', 'jellyfish', 'seal', 'shrimp'],
  },
  minibeasts: {
    title: 'Minibeasts',
    members: 'minibeasts',
    group: 'animals',
    words: ['bee', 'ant', 'butterfly', 'spider', 'snail', 'bug', 'worm', 'fly', 'grasshopper'],
  },
  fruit: {
    title: 'Fruit',
    members: 'fruit',
    group: 'food',
    words: [
      'apple',
      'banana',
      'grapes',
      'pear',
      'orange',
      'lemon',
      'strawberry',
      'cherries',
      'watermelon',
      'pineapple',
      'kiwi',
      'blueberries',
    ],
  },
  vegetables: {
    title: 'Vegetables',
    members: 'vegetables',
    group: 'food',
    words: [
      'carrot',
      'corn',
      'potato',
      'tomato',
      'broccoli',
      'onion',
      'peas',
      'cucumber',
      'pepper',
      'mushroom',
      'pumpkin',
    ],
  },
  treats: {
    title: 'Sweet treats',
    members: 'sweet treats',
    group: 'food',
    words: ['cake', 'cookie', 'cupcake', 'candy', 'lollipop', 'ice cream', 'doughnut', 'chocolate'],
  },
  meals: {
    title: 'Food',
    members: 'food',
    group: 'food',
    words: [
      'bread',
      'cheese',
      'egg',
      'pizza',
      'sandwich',
      'rice',
      'noodles',
      'pancakes',
      'burger',
      'fries',
      'spaghetti',
      'milk',
    ],
  },
  vehicles: {
    title: 'Vehicles',
    members: 'vehicles',
    group: 'vehicles',
    words: [
      'car',
      'bus',
      'bike',
      'boat',
      'ship',
      'train',
      'plane',
      'rocket',
      'truck',
      'tractor',
      'taxi',
      'helicopter',
      'van',
      'fire engine',
      'ambulance',
      'police car',
      'motorbike',
      'scooter',
    ],
  },
  clothes: {
    title: 'Clothes',
    members: 'clothes',
    group: 'clothes',
    words: [
      'hat',
      'cap',
      'coat',
      'dress',
      'shirt',
      'shorts',
      'socks',
      'shoe',
      'boot',
      'gloves',
      'scarf',
      'jeans',
      'tie',
    ],
  },
  toys: {
    title: 'Toys',
    members: 'toys',
    group: 'play',
    words: ['ball', 'balloon', 'kite', 'teddy', 'puzzle', 'robot', 'skateboard', 'dice'],
  },
  music: {
    title: 'Music',
    members: 'things that make music',
    group: 'play',
    words: ['drum', 'guitar', 'violin', 'trumpet', 'flute'],
  },
  sky: {
    title: 'Things in the sky',
    members: 'things in the sky',
    group: 'sky',
    words: ['sun', 'moon', 'star', 'cloud', 'rainbow', 'lightning', 'planet'],
    alsoFits: [
      'plane',
      'rocket',
      'helicopter',
      'kite',
      'balloon',
      'bird',
      'owl',
      'parrot',
      'bee',
      'fly',
      'butterfly',
      'rain',
      'snowflake',
    ],
  },
  body: {
    title: 'Parts of the body',
    members: 'parts of the body',
    group: 'body',
    words: ['ear', 'eye', 'nose', 'mouth', 'hand', 'foot', 'leg', 'tooth', 'thumb', 'tongue'],
  },
  school: {
    title: 'Things for school',
    members: 'things for school',
    group: 'school',
    words: ['pencil', 'crayon', 'pen', 'scissors', 'ruler', 'book', 'backpack', 'brush'],
  },
  kitchen: {
    title: 'In the kitchen',
    members: 'things for the kitchen',
    group: 'home',
    words: ['spoon', 'fork', 'plate', 'bowl', 'cup', 'pan', 'jar'],
  },
  house: {
    title: 'In the house',
    members: 'things in a house',
    group: 'home',
    words: ['bed', 'chair', 'door', 'window', 'clock', 'bath', 'shower', 'mirror', 'candle'],
  },
  tools: {
    title: 'Tools',
    members: 'tools',
    group: 'tools',
    words: ['hammer', 'saw', 'axe', 'wrench', 'ladder'],
  },
  plants: {
    title: 'Plants',
    members: 'plants',
    // Fruit and vegetables are plants too.
    group: 'food',
    words: ['tree', 'flower', 'rose', 'leaf', 'cactus', 'plant'],
  },
};

/** Words of other categories that may stand beside `category`'s words as the odd one out. */
export function oddOneOutCandidates(categoryId: string): string[] {
  const category = CATEGORIES[categoryId];
  if (!category) return [];
  const excluded = new Set(category.alsoFits ?? []);
  return Object.values(CATEGORIES)
    .filter((other) => other.group !== category.group)
    .flatMap((other) => other.words)
    .filter((word) => !excluded.has(word));
}
