// One wink-nlp instance for the process: sentence boundaries, tokens, part of speech, lemmas and
// named entities come from its English model (docs/content-engine.md says why wink-nlp). The model
// loads in ~150 ms, so it is made on first use, not at import.
import winkNLP, { type WinkMethods } from 'wink-nlp';
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
