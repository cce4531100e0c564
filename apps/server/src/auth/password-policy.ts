/**
 * Server-side password validators, as Django's default AUTH_PASSWORD_VALIDATORS judge them and in
 * their words (the web app maps these words to the reset messages of product.md §8.4): minimum
 * length, not too similar to the person's own details, not a common password, not entirely
 * numeric. The form rules of product.md §5.1 (digit, special character) are the contract's
 * SignupPasswordSchema and run first.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { MESSAGES, PASSWORD_MIN_LENGTH, passwordLength } from '@memeforge/contract';

/** ~49,000 leaked passwords, shipped inside the npm package (nothing fetched at run time). */
let commonPasswords: Set<string> | undefined;
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.trim().toLowerCase());
}

const MAX_SIMILARITY = 0.7;

/** difflib.SequenceMatcher.quick_ratio: shared characters (as multisets) over total length. */
function quickRatio(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const char of b) counts.set(char, (counts.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of a) {
    const left = counts.get(char) ?? 0;
    if (left > 0) {
      matches += 1;
      counts.set(char, left - 1);
    }
  }
  const total = passwordLength(a) + passwordLength(b);
  return total ? (2 * matches) / total : 1;
}

/** Django skips parts far shorter than the password: they cannot make it "similar". */
function exceedsMaximumLengthRatio(password: string, part: string): boolean {
  const lengthBound = (MAX_SIMILARITY / 2) * passwordLength(password);
  return passwordLength(password) >= 10 * passwordLength(part) && passwordLength(part) < lengthBound;
}

export interface PasswordOwner {
  name?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

const ATTRIBUTE_LABELS: [keyof PasswordOwner, string][] = [
  ['name', 'name'],
  ['firstName', 'first name'],
  ['lastName', 'last name'],
  ['email', 'email address'],
];

function similarAttribute(password: string, owner: PasswordOwner): string | undefined {
  const lowered = password.toLowerCase();
  for (const [key, label] of ATTRIBUTE_LABELS) {
    const value = owner[key]?.toLowerCase();
    if (!value) continue;
    const parts = [...value.split(/\W+/), value].filter(Boolean);
    for (const part of parts) {
      if (exceedsMaximumLengthRatio(password, part)) continue;
      if (quickRatio(lowered, part) >= MAX_SIMILARITY) return label;
    }
  }
  return undefined;
}

/** Every validator's complaint, in Django's order; empty when the password is acceptable. */
export function passwordProblems(password: string, owner: PasswordOwner): string[] {
  const problems: string[] = [];
  // Characters, not UTF-16 units: a password of four emoji is four characters long.
  if (passwordLength(password) < PASSWORD_MIN_LENGTH)
    problems.push(MESSAGES.djangoPasswordTooShort(PASSWORD_MIN_LENGTH));
  const similar = similarAttribute(password, owner);
  if (similar) problems.push(MESSAGES.djangoPasswordTooSimilar(similar));
  if (isCommonPassword(password)) problems.push(MESSAGES.djangoPasswordTooCommon);
  if (/^\d+$/.test(password)) problems.push(MESSAGES.djangoPasswordEntirelyNumeric);
  return problems;
}
