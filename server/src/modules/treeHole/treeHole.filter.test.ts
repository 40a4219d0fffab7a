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

  it('reads everyday phrases it was not written against, and a word of one language inside another', () => {
    // Written after the lists, to see past them: every post is read against all nine lists, so a short entry of one
    // language must not hold a common word of another ("more" is not the Portuguese "morre", "pede" asks).
    const unseen: [Phrase['label'], string][] = [
      ['harmless', 'I need more sleep and less coffee.'],
      ['harmless', 'Ele pede desculpa sempre que se atrasa.'],
      ['harmless', 'Behinderte Menschen verdienen mehr Respekt.'],
      ['harmless', 'She killed it at the presentation today.'],
      ['harmless', 'Estou farto deste trabalho, mas amanhã é sexta.'],
      ['harmless', '我最近压力好大，但还撑得住。'],
      ['selfHarm', 'I don’t see the point of waking up tomorrow.'],
      ['selfHarm', 'I have been cutting again and hiding my arms.'],
      ['selfHarm', 'Maybe it would be easier if I just ended it all.'],
      ['selfHarm', 'I took more pills than I should have, on purpose.'],
      ['selfHarm', 'I keep wishing I could fall asleep and never wake up.'],
      ['selfHarm', 'Ya no aguanto más, quiero desaparecer.'],
      ['selfHarm', 'Je pense à mourir tous les soirs.'],
      ['selfHarm', 'Ich will einfach nicht mehr.'],
      ['selfHarm', 'Já não aguento mais viver assim.'],
      ['selfHarm', 'もう消えたい。生きているのがつらい。'],
      ['selfHarm', '죽고 싶다는 생각만 들어.'],
      ['abusive', 'My neighbour is a worthless idiot and I hope he dies.'],
      ['abusive', 'Kevin in accounting is a moron.'],
      ['abusive', 'Mon voisin est un vrai connard.'],
      ['abusive', '저 새끼는 진짜 병신이야.'],
    ];
    const wrong = unseen.filter(([label, text]) => {
      const verdict = screen(lists, text);
      return label === 'harmless' ? verdict.hold : label === 'selfHarm' ? !verdict.categories.includes('selfHarm') : !verdict.hold;
    });
    expect(wrong).toEqual([]);
  });
});

