import { describe, expect, it } from 'vitest';
import { findTerms, languageProblem, removeDisallowed } from './safety';
import { BLOCKED_WORDS } from './wordlists/blocklist';
import { MILD_PROFANITY, STRONG_PROFANITY_WORDS } from './wordlists/profanity';

const kinds = (text: string) => findTerms(text).map((term) => `${term.kind}:${term.text}`);

describe('language safety', () => {
  it('finds every listed word, in any case, plural and inflected', () => {
    for (const word of BLOCKED_WORDS) {
      expect(kinds(`so ${word.toUpperCase()}S today`), word).toEqual([expect.stringMatching(/^blocked:/)]);
    }
    for (const word of STRONG_PROFANITY_WORDS) expect(kinds(`a ${word} here`), word).toEqual([`strong:${word}`]);
    for (const word of MILD_PROFANITY) expect(kinds(`a ${word} here`), word).toEqual([`mild:${word}`]);
    expect(kinds('motherfucking bullshit')).toEqual(['strong:motherfucking', 'strong:bullshit']);
  });

  it('sees through disguises: leetspeak, masks, stretched and spaced-out letters, accents', () => {
    expect(kinds('sh1t')).toEqual(['strong:sh1t']);
    expect(kinds('f*ck')).toEqual(['strong:f*ck']);
    expect(kinds('a**')).toEqual(['mild:a**']);
    expect(kinds('fuuuuuck')).toEqual(['strong:fuuuuuck']);
    expect(kinds('n i g g e r')).toEqual(['blocked:n i g g e r']);
    expect(kinds('f.a.g')).toEqual(['blocked:f.a.g']);
    expect(kinds('n1gg@')).toEqual(['blocked:n1gg@']);
    expect(kinds('fäggöt')).toEqual(['blocked:fäggöt']);
    expect(kinds('SIEG HEIL everyone')).toEqual(['blocked:SIEG HEIL']);
  });

  it('leaves innocent words alone', () => {
    const innocent =
      'Scunthorpe class assessment, hello shell, spicy raccoon grapes, sniggering at Fukushima, *screams*, a cocktail, the Cockpit, shitake? no: shiitake, therapist, japes';
    expect(kinds(innocent)).toEqual([]);
  });

  it('says what a level allows', () => {
    expect(languageProblem('damn, my cat', 3)).toBe('profanity not allowed at level 3');
    expect(languageProblem('damn, my cat', 4)).toBeNull();
    expect(languageProblem('fuck, my cat', 4)).toBe('profanity not allowed at level 4');
    expect(languageProblem('fuck, my cat', 5)).toBeNull();
    expect(languageProblem('my cat is a retard', 5)).toBe('a blocklisted term');
  });

  it('removes what a level does not allow, tidying what is left', () => {
    expect(removeDisallowed('fuck mondays', 3)).toBe('mondays');
    expect(removeDisallowed('this shit, this damn commute!', 4)).toBe('this, this damn commute!');
    expect(removeDisallowed("Hell's Kitchen", 1)).toBe('Kitchen');
    expect(removeDisallowed('white power rally', 5)).toBe('rally');
    expect(removeDisallowed('my cat', 1)).toBe('my cat');
  });
});
