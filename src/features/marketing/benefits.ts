import type { BenefitIconName } from './BenefitIcon';

export interface Benefit {
  icon: BenefitIconName;
  title: string;
  text: string;
}

/** The 'What You Get' list on the home page. */
export const BENEFITS: readonly Benefit[] = [
  {
    icon: 'play',
    title: 'Interactive English and Maths',
    text: 'Sight words, beginning letters, blends, counting, number grids, shapes, addition and more, made for little fingers on a tablet.',
  },
  {
    icon: 'print',
    title: 'Printable worksheets',
    text: 'Every activity has a printable worksheet with an answer key, ready to download or print at home.',
  },
  {
    icon: 'offline',
    title: 'Works offline on a tablet',
    text: 'Install Sprouts once and your child can keep learning without an internet connection.',
  },
  {
    icon: 'progress',
    title: 'Progress for parents',
    text: 'See which topics your child has finished and where a little more practice will help.',
  },
  {
    icon: 'volumes',
    title: 'Four volumes per grade',
    text: 'Each grade is built in four volumes, each ending with a short assessment.',
  },
  {
    icon: 'grades',
    title: 'Three grades, ages 3 to 6',
    text: 'Nursery (3+), Kindergarten 1 (4+) and Kindergarten 2 (5+), so learning grows with your child.',
  },
];
