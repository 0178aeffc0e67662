export const GREETING = 'Dear families,';
export const CLOSING = 'Thank you for your support at home. If you have any questions, please get in touch.';

/** Words for the class routines a topic unit uses, explained for families: true of any topic. */
export const CLASS_WORDS = [
  {
    term: 'KWL chart',
    definition: 'A chart with three columns: what I Know, what I Want to know, and what I Learned.',
  },
  { term: 'evidence', definition: 'Facts or examples from a reading that show an answer is right.' },
  { term: 'source', definition: 'Where information comes from: a book, an article, a website or a person.' },
  { term: 'summary', definition: 'A short retelling of the main ideas in your own words.' },
];
