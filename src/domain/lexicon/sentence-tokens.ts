/** One token of a sight sentence: a printed word (with its punctuation) or a pictured word. */
export type SentenceToken =
  { type: 'text'; text: string; bare: string } | { type: 'picture'; word: string; after: string };

const PICTURE_TOKEN = /^\{([^}]+)\}(\W*)$/;

/** Splits 'I can see the {dog}.' into words; `bare` is the word without punctuation. */
export function sentenceTokens(text: string): SentenceToken[] {
  return text.split(' ').map((token): SentenceToken => {
    const picture = PICTURE_TOKEN.exec(token);
    if (picture) return { type: 'picture', word: picture[1] ?? '', after: picture[2] ?? '' };
    return { type: 'text', text: token, bare: token.replace(/^\W+|\W+$/g, '') };
  });
}

/** The sentence as read aloud or printed in full: 'I can see the dog.' */
export function sentencePlainText(text: string): string {
  return text.replace(/\{([^}]+)\}/g, '$1');
}
