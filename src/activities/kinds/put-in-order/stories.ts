/** A story in three pictures: what happens first, next and last. */
export interface PictureStory {
  id: string;
  /** Each step's picture and what the child hears when touching it. */
  steps: readonly { picture: string; speech: string }[];
}

export const PICTURE_STORIES: readonly PictureStory[] = [
  {
    id: 'chick',
    steps: [
      { picture: 'egg', speech: 'an egg' },
      { picture: 'baby-chick', speech: 'a chick hatches' },
      { picture: 'chicken', speech: 'the chick is a big hen' },
    ],
  },
  {
    id: 'rain',
    steps: [
      { picture: 'cloud', speech: 'a cloud comes' },
      { picture: 'cloud-with-rain', speech: 'it rains' },
      { picture: 'rainbow', speech: 'a rainbow shines' },
    ],
  },
  {
    id: 'apple',
    steps: [
      { picture: 'blossom', speech: 'the tree has flowers' },
      { picture: 'red-apple', speech: 'an apple grows' },
      { picture: 'pie', speech: 'we bake an apple pie' },
    ],
  },
  {
    id: 'snow',
    steps: [
      { picture: 'cloud', speech: 'a grey cloud comes' },
      { picture: 'snowflake', speech: 'snow falls' },
      { picture: 'snowman-without-snow', speech: 'we build a snowman' },
    ],
  },
  {
    id: 'breakfast',
    steps: [
      { picture: 'egg', speech: 'an egg' },
      { picture: 'cooking', speech: 'we cook the egg' },
      { picture: 'fork-and-knife-with-plate', speech: 'we eat it all up' },
    ],
  },
  {
    id: 'sunflower',
    steps: [
      { picture: 'droplet', speech: 'we water the seed' },
      { picture: 'seedling', speech: 'a little shoot grows' },
      { picture: 'sunflower', speech: 'a big sunflower' },
    ],
  },
  {
    id: 'night',
    steps: [
      { picture: 'sun', speech: 'the sun goes down' },
      { picture: 'crescent-moon', speech: 'the moon comes out' },
      { picture: 'bed', speech: 'time for bed' },
    ],
  },
  {
    id: 'holiday',
    steps: [
      { picture: 'backpack', speech: 'we pack a bag' },
      { picture: 'airplane', speech: 'we fly in a plane' },
      { picture: 'desert-island', speech: 'we play on the island' },
    ],
  },
  {
    id: 'school',
    steps: [
      { picture: 'house', speech: 'we leave home' },
      { picture: 'bus', speech: 'we ride the bus' },
      { picture: 'school', speech: 'we get to school' },
    ],
  },
  {
    id: 'moon-trip',
    steps: [
      { picture: 'astronaut', speech: 'the astronaut gets ready' },
      { picture: 'rocket', speech: 'the rocket blasts off' },
      { picture: 'crescent-moon', speech: 'it lands on the moon' },
    ],
  },
];
