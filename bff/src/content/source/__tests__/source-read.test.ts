import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSource } from '../source.read';
import { toBlocks } from '../source.blocks';

const corpus = (file: string) => readFileSync(join(__dirname, '../../__fixtures__/corpus', file), 'utf8');

describe('reading a source as a teacher would', () => {
  test('the title is the document’s own title line, never a section heading; else the file name', () => {
    expect(readSource(corpus('os-anthropology-elements-of-culture.txt'), 'c.txt').title).toBe(
      'The Elements of Culture',
    );
    const r = readSource(
      'Introduction\n\nCells are the units of life. Every cell has a membrane around it.\n\nParts of a Cell\n\nThe nucleus holds the DNA.',
      'cell_biology-notes.txt',
    );
    expect(r.title).toBe('Cell biology notes');
    expect(r.titleFrom).toBe('file');
    expect(r.sections.map((s) => s.heading)).toEqual(['Introduction', 'Parts of a Cell']);
  });

  test('sections sit under their headings, in order', () => {
    const r = readSource(corpus('os-physics-scientific-methods.txt'), 'methods.txt');
    expect(r.sections.map((s) => s.heading)).toEqual(
      expect.arrayContaining(['Scientific Methods', 'Modeling', 'Scientific Laws and Theories', 'Key Terms']),
    );
    for (const s of r.sections)
      for (let i = s.first; i <= s.last; i++) expect(r.sentences[i].section).toBe(r.sections.indexOf(s));
  });

  test('hard-wrapped pdf lines become one paragraph; short title-like lines stand apart as headings', () => {
    const blocks = toBlocks(
      'Stages of Sleep\nSleep is not a uniform state of being. Instead, sleep is composed of\nseveral different stages.\nREM Sleep\nREM sleep is characterized by darting movements of the eyes.',
    );
    expect(blocks).toEqual([
      { type: 'heading', text: 'Stages of Sleep' },
      {
        type: 'para',
        text: 'Sleep is not a uniform state of being. Instead, sleep is composed of several different stages.',
      },
      { type: 'heading', text: 'REM Sleep' },
      { type: 'para', text: 'REM sleep is characterized by darting movements of the eyes.' },
    ]);
  });

  test('its own vocabulary: a key-term list, "X, or Y" and "known as X" definitions', () => {
    const r = readSource(corpus('os-physics-scientific-methods.txt'), 'methods.txt');
    const hypothesis = r.terms.find((t) => t.key === 'hypothesis')!;
    expect(hypothesis.origins).toContain('glossary');
    expect(hypothesis.definition).toMatch(/^Testable statement that describes/i);
    const ranches = readSource(
      'Ranches of the Coast\n\nSpanish vaqueros, or cattle-herders, drove their herds along the coast each spring. They sold hides and tallow to ships in the harbor.',
      'ranches.txt',
    );
    expect(ranches.terms.find((t) => /vaqueros$/i.test(t.term))?.definition).toBe('Cattle-herders');
  });

  test('bold and italic words the extractor saw count as key terms', () => {
    const text = 'Waves\n\nA wave can be described by its wavelength. The crest is the top of the wave.';
    const without = readSource(text, 'w.txt').terms.find((t) => t.term === 'crest');
    const withMarks = readSource(text, 'w.docx', { headings: ['Waves'], emphasis: ['crest'] }).terms.find(
      (t) => t.term === 'crest',
    )!;
    expect(withMarks.origins).toContain('emphasis');
    expect(withMarks.score).toBeGreaterThan(without?.score ?? 0);
  });

  test('ordered processes keep the text’s order: numbered stages and first/then/finally', () => {
    const r = readSource(
      'Making a Bill\n\nFirst, a member drafts the bill. Then the committee studies the bill and votes on it. Next, the full chamber debates it. Finally, the president signs the bill into law.',
      'bill.txt',
    );
    const seq = r.processes.find((p) => p.cue === 'sequence-words')!;
    expect(seq.steps.map((s) => s.label)).toEqual([
      'A member drafts the bill',
      'The committee studies the bill and votes on it',
      'The full chamber debates it',
      'The president signs the bill into law',
    ]);
    const stages = readSource(
      'DNA Replication\n\nStage 1: Initiation begins at the origin. Stage 2: Elongation adds nucleotides. Stage 3: Termination ends the copy.',
      'dna.txt',
    ).processes[0];
    expect(stages.steps.map((s) => s.label)).toEqual([
      'Stage 1: Initiation',
      'Stage 2: Elongation',
      'Stage 3: Termination',
    ]);
  });

  test('steps announced as a list and then given a section each are a process, first of all, in the sections’ order', () => {
    const text = [
      'Making Cheese',
      'Cheese making is a process in which we curdle, press, and ripen milk. Each step takes its own time.',
      'Curdling',
      'Rennet is added to warm milk. The milk sets into curds and whey.',
      'Pressing',
      'The curds are packed into moulds. Weights squeeze out the whey.',
      'Ripening',
      'The cheese rests in a cool cave. Its flavour grows stronger over months.',
    ].join('\n\n');
    const r = readSource(text, 'cheese.txt');
    expect(r.processes[0]).toMatchObject({
      cue: 'sections',
      steps: [{ label: 'Curdling' }, { label: 'Pressing' }, { label: 'Ripening' }],
    });
    // Headings in another order than the list: not announced steps.
    const shuffled = text.replace('curdle, press, and ripen', 'press, curdle, and ripen');
    expect(readSource(shuffled, 'cheese.txt').processes.some((p) => p.cue === 'sections')).toBe(false);
  });

  test('a list that names fewer things than it holds is not a process ("two parts: a, b, c and d"); lead words are not steps', () => {
    const parts = readSource(
      'Sunspots\n\nA sunspot has two parts: the inner dark core, the umbra, the lighter region, and the penumbra.',
      'spots.txt',
    );
    expect(parts.processes).toEqual([]);
    const stages = readSource(
      'Memory\n\nA memory passes through three stages: sensory memory, short-term memory, and finally long-term memory.',
      'm.txt',
    );
    expect(stages.processes[0].steps.map((s) => s.label)).toEqual([
      'Sensory memory',
      'Short-term memory',
      'Long-term memory',
    ]);
  });

  test('numbers keep their units; dates are found', () => {
    const r = readSource('Rivers\n\nThe river is 330 miles long. It flooded in 1927 and again in 1993.', 'r.txt');
    expect(r.facts.map((f) => f.text)).toEqual(expect.arrayContaining(['330 miles', '1927', '1993']));
  });

  test('a comparison the text states names the two things compared', () => {
    const r = readSource(
      'Frogs and Toads\n\nFrogs have smooth, moist skin and long legs for jumping. Toads have dry, bumpy skin ' +
        'and short legs for walking. Unlike frogs, toads lay their eggs in long chains. Frogs lay eggs in clusters ' +
        'near ponds. Toads often live in gardens far from ponds. Both frogs and toads are amphibians that eat insects.',
      'f.txt',
    );
    expect(r.comparisons.map((c) => [c.a, c.b].sort())).toContainEqual(['frogs', 'toads']);
  });

  test('a sentence ending "we cannot." is read: the token the model gives no lemma stands for itself', () => {
    const r = readSource(
      'Why We Elect\n\nVoters have jobs and families. We elect officials to serve as experts in ways we cannot. ' +
        'A representative is a person who acts for the voters of a district.',
      'e.txt',
    );
    expect(r.sentences.map((s) => s.text)).toContain('We elect officials to serve as experts in ways we cannot.');
    expect(r.terms.map((t) => [t.term, t.definition])).toContainEqual([
      'representative',
      'A person who acts for the voters of a district',
    ]);
  });
});
