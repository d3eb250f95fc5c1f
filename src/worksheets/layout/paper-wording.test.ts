import { describe, expect, it } from 'vitest';
import {
  colourItem,
  matchCaseItem,
  pictureChoiceItem,
  traceLetterItem,
  traceNumberItem,
  traceUpperItem,
} from '../testing/synthetic-items';
import { COLOUR_PATCHES_NOTE, sheetInstructions } from './instructions';
import { forPaper, JOIN_EACH_PAIR, matchInstruction } from './paper-wording';

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

describe('matchInstruction', () => {
  it('joins pairs with a line, never with a circle', () => {
    expect(matchInstruction('Tap a word, then tap its picture.')).toBe(
      'Draw a line from each word to its picture.',
    );
    expect(matchInstruction('Sound out a word, then tap its picture.')).toBe(
      'Sound out a word, then draw a line to its picture.',
    );
    expect(matchInstruction('Tap the pictures that go together.')).toBe(JOIN_EACH_PAIR);
    expect(matchInstruction(null)).toBe(JOIN_EACH_PAIR);
  });
});

describe('sheetInstructions', () => {
  it('gives the topic its own words for paper when its items are of one type', () => {
    expect(
      sheetInstructions('Listen to the sound. Tap the picture.', [pictureChoiceItem], 'colour'),
    ).toBe('Listen to the sound. Circle the picture.');
    expect(
      sheetInstructions('Sound out a word, then tap its picture.', [matchCaseItem], 'colour'),
    ).toBe('Sound out a word, then draw a line to its picture.');
  });

  it('says how to trace for tracing, one letter or each of several, letters or numbers', () => {
    const given = 'Put your finger on the big green dot. Follow the dots to make the letter.';
    expect(sheetInstructions(given, [traceLetterItem], 'colour')).toBe(
      'Trace the letter, starting at number 1 and following the arrows. Then write it on your own at the end of the line.',
    );
    expect(sheetInstructions(given, [traceLetterItem, traceUpperItem], 'colour')).toMatch(
      /^Trace each letter, /,
    );
    expect(sheetInstructions(given, [traceNumberItem], 'colour')).toMatch(/^Trace the number, /);
    expect(sheetInstructions(given, [traceNumberItem, traceLetterItem], 'colour')).toMatch(
      /^Trace each letter or number, /,
    );
  });

  it('reads one instruction per item type on a mixed sheet, each once', () => {
    const text = sheetInstructions(
      'Show what you have learnt! Listen to each question and tap your answer.',
      [pictureChoiceItem, matchCaseItem, pictureChoiceItem, traceLetterItem, matchCaseItem],
      'colour',
    );
    expect(text).toBe(
      `Show what you have learnt! Listen to each question and circle your answer. ${JOIN_EACH_PAIR} Trace the letter, starting at number 1 and following the arrows. Then write it on your own at the end of the line.`,
    );
  });

  it('asks for the crayons first when the ink saver prints colours as named patches', () => {
    const given = 'Listen to the colour. Tap that colour.';
    expect(sheetInstructions(given, [colourItem], 'saver')).toBe(
      `${COLOUR_PATCHES_NOTE} Listen to the colour. Circle that colour.`,
    );
    expect(sheetInstructions(given, [colourItem], 'colour')).toBe(
      'Listen to the colour. Circle that colour.',
    );
    expect(sheetInstructions(given, [pictureChoiceItem], 'saver')).not.toContain('crayon');
  });
});
