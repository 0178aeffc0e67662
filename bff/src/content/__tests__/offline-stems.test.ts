// Stems a teacher would print: a reason stem quotes a whole clause of the text (language/causes.ts), the
// words a template puts around a term agree with it in number (language/agreement.ts), a sequence lists
// steps of one form, and a worked example's or review box's apparatus is never an item, a stem or an
// option (language/apparatus.ts). Each on real tuning text: the reading corpus, and a section of
// OpenStax Physics (a tuning book) pasted as the online book prints it, boxes and callouts included.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readUpload } from '../source';
import type { SourceReading } from '../source/source.types';
import { buildCandidates } from '../offline/question.forms';
import { reasonsIn } from '../offline/forms/cause.form';
import { framesFor } from '../offline/question.frames';
import { causeAndEffect, wholeClause } from '../language/causes';
import { isPluralPhrase } from '../language/agreement';
import { isApparatus } from '../language/apparatus';
import type { Candidate, Form } from '../offline/question.candidate';

const dir = join(__dirname, '../__fixtures__/corpus');
const read = (file: string): SourceReading => readUpload(readFileSync(file, 'utf8'), file.split('/').at(-1)!);
const candidates = new Map<string, Record<Form, Candidate[]>>();
const built = (id: string) => {
  if (!candidates.has(id)) candidates.set(id, buildCandidates(read(join(dir, `${id}.txt`)), 'stems', 4));
  return candidates.get(id)!;
};
/** The clause a reason stem asks about, quoted ("What reason … for this: E?") or turned into "Why …?". */
const effectOf = (id: string, x: Candidate) => {
  expect(x.q.prompt).toMatch(/^(?:What reason does the text give for this: .+|Why .+)\?$/);
  return reasonsIn(read(join(dir, `${id}.txt`))).find((r) => r.sentence === x.sentence)!.effect;
};

describe('reason stems quote a whole clause', () => {
  it('never a phrase cut at a preposition, nor a clause whose verb has its rest elided', () => {
    // Whole sentences to the old check (a noun before a verb): a teacher reads both as fragments.
    expect(wholeClause('of injuries suffered by the soldiers in the war')).toBe(false);
    expect(wholeClause('on the surface we often tell ourselves it is')).toBe(false);
    expect(wholeClause('Procrastination is often one of the biggest')).toBe(false);
    // An opening phrase followed by its clause is whole.
    expect(
      wholeClause(
        'in a simple circuit such as a light bulb with a voltage applied to it, the resistance determines the current by Ohm’s law',
      ),
    ).toBe(true);
    expect(wholeClause('the wagon is not accelerating vertically')).toBe(true);
  });

  it('"… it is because C" gives no effect to ask about (college success, procrastination)', () => {
    const s =
      'On the surface we often tell ourselves it is because the task is something we do not want to do, or we make excuses that there are other things more important to do first.';
    expect(causeAndEffect(s)).toBeNull();
    const c = built('os-college-success-procrastination');
    const stems = c.cause.map((x) => effectOf('os-college-success-procrastination', x));
    expect(stems).not.toContain('on the surface we often tell ourselves it is');
    // Every stem's quoted part and every option is a whole clause.
    for (const x of [...c.cause, ...c.cause_open])
      expect(wholeClause(effectOf('os-college-success-procrastination', x))).toBe(true);
    for (const x of c.cause) for (const o of x.q.options ?? []) expect([o, wholeClause(o)]).toEqual([o, true]);
    expect(c.cause.flatMap((x) => x.q.options)).not.toContain('Procrastination is often one of the biggest');
  });

  it('over the whole tuning corpus, every reason stem and option is a whole clause', () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as {
      texts: Array<{ id: string; set: string }>;
    };
    let stems = 0;
    for (const t of manifest.texts.filter((x) => x.set === 'tuning')) {
      for (const x of built(t.id).cause) {
        stems++;
        const quoted = effectOf(t.id, x);
        expect([t.id, quoted, wholeClause(quoted)]).toEqual([t.id, quoted, true]);
        for (const o of x.q.options ?? []) expect([t.id, o, wholeClause(o)]).toEqual([t.id, o, true]);
      }
    }
    expect(stems).toBeGreaterThanOrEqual(3);
  });
});

describe('template stems agree with their term', () => {
  it('reads the number of a term from the parse', () => {
    for (const p of ['seasons', 'berries', 'P-waves', 'the Sons of Liberty', 'children', 'data', 'baskets and pottery'])
      expect([p, isPluralPhrase(p)]).toEqual([p, true]);
    for (const p of ['Earth', 'physics', 'mass', 'analysis', 'the normal force', 'material culture', 'process'])
      expect([p, isPluralPhrase(p)]).toEqual([p, false]);
  });

  it('"How are seasons connected to Earth?", "berries are examples", "the steps of the water cycle"', () => {
    for (const f of [framesFor(null), framesFor({ band: '3-5' } as never)]) {
      expect(f.relate('seasons', 'Earth')).toMatch(
        /^(?:According to the text, h|H)ow are seasons connected to Earth\?/,
      );
      expect(f.relate('procrastination', 'stress')).toMatch(/how is procrastination connected to stress\?/i);
      expect(f.exampleOf(['berries'])).toMatch(/berries are examples of what\?$/);
      expect(f.exampleOf(['salt water'])).toMatch(/salt water is an example of what\?$/);
      expect(f.sequence('water cycle')).toMatch(/the steps of the water cycle/);
      expect(f.sequence('stages')).toMatch(/these stages/);
    }
  });

  it('on real text: "berries are examples of what?", "how is the normal force connected to the object?"', () => {
    expect(built('os-anthropology-gathering-and-hunting').example.map((x) => x.q.prompt)).toContain(
      'According to the text, berries are examples of what?',
    );
    expect(built('os-physics-newtons-first-law').relate.map((x) => x.q.prompt)).toContain(
      'According to the text, how is the normal force connected to the object?',
    );
  });

  it('a sequence lists steps of one form, never a list cut from one sentence ("We encode", "Store")', () => {
    for (const x of built('os-college-success-memory').sequence) expect(x.q.prompt).not.toMatch(/We encode|\bStore\b/);
  });
});

describe('worked examples, review boxes and figure callouts are never items', () => {
  const power = read(join(__dirname, '../__fixtures__/worked-example/electric-power.txt'));
  const all = Object.values(buildCandidates(power, 'apparatus', 4)).flat();
  const APPARATUS =
    /\b(?:Solution|Strategy|Discussion|Check Your Understanding|Worked Example|Example \d|Answer:|Figure \d|\(review\s*\))/i;

  it('recognises each kind of apparatus, and not the words in ordinary use', () => {
    for (const s of [
      'Solution Solving P = IV for the current gives I = 0.50 A.',
      'Strategy We are given the voltage and the power output of a simple circuit.',
      'Discussion This is a significant current.',
      'Example 19.5 Boot Warmers',
      'Check Your Understanding',
      'Answer: Resistors dissipate power.',
      'The formula wheel shows how volts, resistance, current, and power are related (Figure 19.14).',
      'Incandescent light bulbs, such as the two shown in Figure 19.13, are essentially resistors.',
      'Friction always opposes motion (review ).',
    ])
      expect([s, isApparatus(s)]).toEqual([s, true]);
    for (const s of [
      'Electric power transmission lines are visible examples of electricity providing power.',
      'Solutions of salt in water conduct electricity.',
      'A discussion of the results followed the experiment.',
    ])
      expect([s, isApparatus(s)]).toEqual([s, false]);
  });

  it('no stem, option or key of an OpenStax worked example carries its apparatus', () => {
    expect(all.length).toBeGreaterThan(5);
    for (const c of all) {
      const printed = [c.q.prompt, ...(c.q.options ?? [])].join(' | ');
      expect([c.form, printed, APPARATUS.test(printed)]).toEqual([c.form, printed, false]);
    }
  });

  it('"example" is never a term swapped in (physics, scientific methods)', () => {
    const statements = built('os-physics-scientific-methods').tf_false.map((x) => x.q.prompt);
    expect(statements.length).toBeGreaterThan(3);
    for (const s of statements) expect(s).not.toMatch(/\bexample\b/i);
  });
});
