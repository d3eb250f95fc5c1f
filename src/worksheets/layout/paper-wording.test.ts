import { describe, expect, it } from 'vitest';
import { matchCaseItem, pictureChoiceItem, traceLetterItem } from '../testing/synthetic-items';
import { forPaper, paperInstructions } from './paper-wording';

describe('forPaper', () => {
  it.each([
    [
      'Count the pictures. Tap the number you counted.',
      'Count the pictures. Circle the number you counted.',
    ],
    ['Tap the red one.', 'Circle the red one.'],
    ['Click on the bigger number.', 'Circle the bigger number.'],
    ['Drag each letter to its picture.', 'Draw a line from each letter to its picture.'],
    ['Put your finger on the big green dot.', 'Put your pencil on the big green dot.'],
    ['Which picture begins with b?', 'Which picture begins with b?'],
    ['Tapping is fun', 'Tapping is fun'],
    ['Tap a word, then tap its picture.', 'Draw a line from each word to its picture.'],
    [
      'Tap a letter, then tap the picture that begins with it.',
      'Draw a line from each letter to the picture that begins with it.',
    ],
    [
      'Tap a capital letter, then tap its small letter.',
      'Draw a line from each capital letter to its small letter.',
    ],
  ])('%s', (screen, paper) => {
    expect(forPaper(screen)).toBe(paper);
  });
});

describe('paperInstructions', () => {
  it('adds how to answer what the instructions do not mention', () => {
    expect(paperInstructions('Look at each row.', [pictureChoiceItem])).toBe(
      'Look at each row. Circle each answer.',
    );
    expect(paperInstructions('Tap the answer.', [pictureChoiceItem])).toBe('Circle the answer.');
    expect(paperInstructions('Match the letters.', [matchCaseItem])).toBe(
      'Match the letters. Draw a line to join each pair.',
    );
    expect(
      paperInstructions('Put your finger on the big green dot. Follow the dots.', [
        traceLetterItem,
      ]),
    ).toBe(
      'Put your pencil on the big green dot. Follow the dots. Then write one on your own on the empty line.',
    );
  });
});
