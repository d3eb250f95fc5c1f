import { describe, expect, it } from 'vitest';
import { worksheetFileName } from './file-name';

describe('worksheetFileName', () => {
  it('names topic, assessment and volume PDFs', () => {
    expect(
      worksheetFileName({
        kind: 'topic',
        grade: 'k1',
        volume: 'v1',
        subject: 'maths',
        topicId: 'counting-to-10',
      }),
    ).toBe('sprouts-k1-v1-maths-counting-to-10.pdf');
    expect(
      worksheetFileName({ kind: 'assessment', grade: 'nursery', volume: 'v3', subject: 'english' }),
    ).toBe('sprouts-nursery-v3-english-assessment.pdf');
    expect(worksheetFileName({ kind: 'volume', grade: 'k2', volume: 'v4' })).toBe(
      'sprouts-k2-v4-worksheets.pdf',
    );
  });

  it('names the answer key, the file with both, and the level and ink saver apart', () => {
    const target = {
      kind: 'topic',
      grade: 'k1',
      volume: 'v1',
      subject: 'maths',
      topicId: 'counting-to-10',
    } as const;
    expect(worksheetFileName(target, { part: 'answerKey' })).toBe(
      'sprouts-k1-v1-maths-counting-to-10-answer-key.pdf',
    );
    expect(worksheetFileName(target, { part: 'both', level: 'easier', inkSaver: true })).toBe(
      'sprouts-k1-v1-maths-counting-to-10-easier-ink-saver-with-answer-key.pdf',
    );
    expect(worksheetFileName(target, { level: 'played', inkSaver: false })).toBe(
      'sprouts-k1-v1-maths-counting-to-10.pdf',
    );
    expect(
      worksheetFileName({ kind: 'volume', grade: 'k2', volume: 'v4' }, { part: 'answerKey' }),
    ).toBe('sprouts-k2-v4-worksheets-answer-key.pdf');
  });

  it('keeps names file-system safe', () => {
    expect(
      worksheetFileName({
        kind: 'topic',
        grade: 'k2',
        volume: 'v2',
        subject: 'english',
        topicId: ' Blends: "bl" & Café / ',
      }),
    ).toBe('sprouts-k2-v2-english-blends-bl-cafe.pdf');
  });
});
