/**
 * How easily a new password could be guessed, judged by zxcvbn-ts with its common-password,
 * English word, name and keyboard-pattern dictionaries. The only importer of @zxcvbn-ts: the
 * dictionaries weigh hundreds of kilobytes, so this module is loaded on demand
 * (`./password-check`) by the forms that set a password, never with the home page.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { weakPasswordMessage } from '@/domain/form-validation';

/**
 * zxcvbn's score from 0 (too guessable) to 4; 3 and up resists an attacker holding the
 * password's hash for a long time.
 */
const SAFE_SCORE = 3;

/** zxcvbn's warnings as the reason a parent reads after 'too easy to guess:'. */
const REASONS: typeof english.translations.warnings = {
  straightRow: 'it is a row of keys on the keyboard',
  keyPattern: 'it is a short pattern of keys on the keyboard',
  simpleRepeat: 'it repeats the same character',
  extendedRepeat: 'it repeats the same few characters',
  sequences: 'it is a sequence like abc or 123',
  recentYears: 'it contains a recent year',
  dates: 'it contains a date',
  topTen: 'it is one of the ten most used passwords',
  topHundred: 'it is one of the hundred most used passwords',
  common: 'it is a commonly used password',
  similarToCommon: 'it is very close to a commonly used password',
  wordByItself: 'it is a single word',
  namesByThemselves: 'it is a name',
  commonNames: 'it is made of common names',
  userInputs: "it contains your email or your child's name",
  pwned: 'it has appeared in a data breach',
};

let factory: ZxcvbnFactory | undefined;

function checker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: { ...english.translations, warnings: REASONS },
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return factory;
}

/**
 * Why `password` is refused, in plain words with what to do instead, or undefined when it is
 * hard enough to guess. `related` are the parent's own details (email, child's name), which a
 * password should not be built from.
 */
export function passwordGuessabilityError(
  password: string,
  related: readonly string[] = [],
): string | undefined {
  const inputs = related
    .flatMap((value) => value.toLowerCase().split(/[^a-z0-9]+/))
    .filter(Boolean);
  const result = checker().check(password, inputs);
  if (result.score >= SAFE_SCORE) return undefined;
  return weakPasswordMessage(result.feedback.warning ?? undefined);
}
