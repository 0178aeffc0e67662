// A cloze sheet's word bank gives each blank one right word. An extra word that is a key in another form
// ("autumnal equinox" beside the key "autumnal equinoxes") or a name a key already gives ("Thomas Skidmore"
// beside "Skidmore") is a second right word, not a distractor: a teacher would strike it. Checked on words
// of that shape, and on the cloze sheet of every tuning section.
import type { GenerateRequest } from '@lessonloom/contracts';
import { createContentEngine } from '../../../index';
import { createOfflineProvider } from '../../../offline.provider';
import { termKey, wordsOf } from '../../../verify/words.compare';
import { corpusText, readingOf, tuningIds } from '../../../__tests__/tuning-readings';
import { wordBank } from '../cloze';

/** A name: every word capitalised ("Thomas Skidmore"; not "Moisha’s treatment"). */
const isName = (w: string) => w.split(/\s+/).every((x) => /^\p{Lu}/u.test(x));

describe('the cloze word bank', () => {
  test('an extra in another form of a key, or a name holding a key name, is left out; other terms stay', () => {
    expect(
      wordBank(
        ['autumnal equinoxes', 'Skidmore', 'equator'],
        ['autumnal equinox', 'Thomas Skidmore', 'celestial equator', 'tides'],
      ),
    ).toEqual(['autumnal equinoxes', 'celestial equator', 'equator', 'Skidmore', 'tides']);
    expect(wordBank(['Lowell'], ['Francis Cabot Lowell', 'Boston Associates'])).toEqual([
      'Boston Associates',
      'Lowell',
    ]);
  });

  test('on every tuning section, no bank word is another form of a key or the same name as a key', async () => {
    const engine = createContentEngine(createOfflineProvider());
    const request = {
      kind: 'worksheet',
      worksheet_style: 'cloze',
      difficulty: 'mixed',
      num_questions: 10,
      include_answer_key: true,
    } as GenerateRequest;
    let banks = 0;
    for (const id of tuningIds) {
      const doc = await engine.generate({
        request,
        sourceText: corpusText(id),
        sourceName: `${id}.txt`,
        sourceType: 'file',
        reading: readingOf(id),
      });
      const blocks = doc.sections.flatMap((s) => s.blocks);
      const bank = blocks.flatMap((b) => (b.type === 'word_bank' ? b.words : []));
      if (!bank.length) continue;
      banks++;
      const keys = blocks.flatMap((b) => (b.type === 'question' ? [b.answer] : []));
      for (const w of bank.filter((x) => !keys.includes(x))) {
        for (const k of keys) {
          expect([id, w, termKey(w) === termKey(k)]).toEqual([id, w, false]);
          const [a, b] = [wordsOf(w), wordsOf(k)];
          const nameInName = isName(w) && isName(k) && (a.every((x) => b.includes(x)) || b.every((x) => a.includes(x)));
          expect([id, w, k, nameInName]).toEqual([id, w, k, false]);
        }
      }
    }
    expect(banks).toBeGreaterThan(20);
  });
});
