// One wink-nlp instance for the process: sentence boundaries, tokens, part of speech, lemmas and
// named entities come from its English model (docs/content-engine.md says why wink-nlp). The model
// loads in ~150 ms, so it is made on first use, not at import.
import winkNLP, { type Tokens as WinkTokens, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let instance: WinkMethods | undefined;

export function nlp(): WinkMethods {
  if (!instance) {
    instance = winkNLP(model, ['sbd', 'pos', 'ner', 'cer']);
    // Noun phrases as the model tags them: optional adjectives/nouns before a head noun.
    instance.learnCustomEntities(
      [
        {
          name: 'np',
          patterns: [
            // "Hertzsprung–Russell diagram", "H–R diagram": two names joined by an en dash name one thing.
            '[PROPN] [–] [PROPN] [NOUN]',
            '[PROPN] [PROPN] [PROPN] [PROPN]',
            '[ADJ|NOUN|PROPN] [ADJ|NOUN|PROPN] [NOUN|PROPN]',
            '[ADJ|NOUN|PROPN] [NOUN|PROPN]',
            '[NOUN|PROPN]',
          ],
        },
      ],
      { matchValue: false, usePOS: true, useEntity: true },
    );
  }
  return instance;
}

/**
 * The tokens' lemmas, lower-cased: the one way the content engine reads wink-nlp's lemmas. The model gives
 * some tokens none ("cannot" before a full stop or a comma, as in "… in ways we cannot." or "they cannot,
 * so …"): such a token stands for itself, so no sentence of a teacher's file breaks a reader, a check or a
 * measure. ("can not." and "won't." get lemmas: "can not", "will not".)
 */
export function tokenLemmas(tokens: WinkTokens): string[] {
  const values = tokens.out();
  const lemmas = tokens.out(nlp().its.lemma as never) as unknown as Array<string | null | undefined>;
  return values.map((v, i) => (lemmas[i] ?? v).toLocaleLowerCase('en-US'));
}
