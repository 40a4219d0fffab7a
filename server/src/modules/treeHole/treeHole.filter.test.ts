import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales';
import { productWordLists, screen } from './treeHole.filter';
import { characterCount, filterText } from './treeHole.normalize';

interface Phrase { label: 'harmless' | 'abusive' | 'selfHarm'; text: string }
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testPhrases');
const phrasesOf = (locale: string): Phrase[] => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Phrase[];

describe('tree hole normaliser', () => {
  it('reads width, case, Traditional, noise and repeats as one', () => {
    expect(filterText('Ｋ.Ｉ.Ｌ.Ｌ   my\u200bself!!').spaced).toBe(' kil myself ');
    expect(filterText('d i e').spaced).toBe(' die ');
    expect(filterText('sh!t h4ppens, help!').spaced).toBe(' shit hapens help ');
    expect(filterText('自殺').compact).toBe(filterText('自杀').compact);
    expect(filterText('想-死').compact).toBe('想死');
  });

  it('counts characters as people see them', () => {
    expect(characterCount('🌳 树洞')).toBe(4);
  });
});

describe('tree hole filter', () => {
  const lists = productWordLists();

  it('holds self-harm as self-harm, whatever else matches', () => {
    expect(screen(lists, 'I want to die, you idiot').categories).toEqual(['selfHarm', 'abuse']);
    expect(screen(lists, '시발점에서 다시').hold).toBe(false);
    expect(screen(lists, 'write me at someone@example.com').categories).toEqual(['contact']);
  });

  it('holds every self-harm phrase and most abuse, and passes most harmless ones, in all nine locales', () => {
    const rows: string[] = [];
    for (const locale of LOCALES) {
      const phrases = phrasesOf(locale);
      expect(phrases).toHaveLength(200);
      const by = (label: Phrase['label']) => phrases.filter((p) => p.label === label);
      const held = (list: Phrase[]) => list.filter((p) => screen(lists, p.text).hold);
      const selfHarm = by('selfHarm');
      const missedSelfHarm = selfHarm.filter((p) => !screen(lists, p.text).categories.includes('selfHarm'));
      expect(missedSelfHarm.map((p) => p.text), locale).toEqual([]);
      const abuse = by('abusive');
      const harmless = by('harmless');
      const abuseHeld = held(abuse).length;
      const harmlessHeld = held(harmless);
      rows.push(`${locale}: self-harm held ${selfHarm.length}/${selfHarm.length}, abusive held ${abuseHeld}/${abuse.length}, harmless passed ${harmless.length - harmlessHeld.length}/${harmless.length}${harmlessHeld.length ? ` (held: ${harmlessHeld.map((p) => p.text).join(' | ')})` : ''}`);
      expect(abuseHeld / abuse.length, locale).toBeGreaterThanOrEqual(0.9);
      expect(harmlessHeld.length / harmless.length, locale).toBeLessThanOrEqual(0.1);
    }
    process.stdout.write(`tree hole filter on the test phrases\n${rows.join('\n')}\n`);
  });
});
