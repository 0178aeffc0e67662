// A list of the works a text drew on or points to ("Suggested Resources", "Primary Sources", "References",
// "Bibliography", "Further Reading", "Works Cited") is no part of what the class reads: its entries are citations
// ("McCullough, David. John Adams. New York: Simon & Schuster, 2001."). Read as text, a quiz offered their
// publishers as people of the story ("Norton", "Simon", "Schuster") and the review sheet named the list as one
// of the reading's parts. A part under such a heading whose entries are mostly citations is left out; one
// written as prose ("Primary sources are the raw materials of history …") is read.
import type { Block } from './source.blocks';

// "Articles", "Websites", "Videos": a textbook's "For Further Exploration" lists, each entry a citation and a
// one-line blurb ("On where future astronauts might travel …") that a quiz read as the text (session 18's read).
const REFERENCE_HEADING = new RegExp(
  String.raw`^(?:(?:suggested|recommended|additional|further|selected)\s+(?:resources|readings?|sources|works)|` +
    String.raw`references|bibliography|works\s+cited|sources(?:\s+cited)?|primary\s+sources|secondary\s+sources|` +
    String.raw`further\s+reading|notes\s+and\s+sources|(?:for\s+)?further\s+exploration|articles|websites|videos|books)$`,
  'i',
);

const YEAR = /(?<!\d)(?:1[4-9]|20)\d{2}(?!\d)/;
/** "McCullough, David." / "Zobel, Hiller B." — a name written surname first. */
const SURNAME_FIRST = /^\p{Lu}[\p{L}’'-]+,\s+\p{Lu}[\p{L}’'-]*\.?(?:\s+\p{Lu}\.)*(?:\s+\p{Lu}[\p{L}’'-]+)?\./u;
/** "New York: Simon & Schuster, 2001", "Oxford: Oxford University Press, 2010". */
const IMPRINT = /\p{Lu}[\p{L} .]+:\s*[^.:]{2,60},\s*(?:1[4-9]|20)\d{2}/u;
const HOLDER = /\b(?:University|Press|Library|Institute|Museum|Archives?|Collection|Division)\b|https?:\/\/|www\./;

/**
 * "Doppler Effect:. A shaking bug and the Doppler Effect explained.", "2. Radio Waves (3:38):.": a link's title whose
 * address the page dropped, or a video's running time (session 24's read: a quiz's "steps" were NASA's video titles).
 */
const LINK_ENTRY = /^[^.]{2,90}:\.(?:\s|$)|\(\d{1,2}:\d{2}\)/;

export function looksLikeCitation(text: string): boolean {
  const line = text.trim();
  return (
    (YEAR.test(line) && SURNAME_FIRST.test(line)) || IMPRINT.test(line) || HOLDER.test(line) || LINK_ENTRY.test(line)
  );
}

export function withoutReferenceLists(blocks: Block[]): Block[] {
  const out: Block[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (b.type !== 'heading') {
      out.push(b);
      continue;
    }
    let end = i + 1;
    while (end < blocks.length && blocks[end].type !== 'heading') end++;
    const entries = blocks.slice(i + 1, end);
    const cited = entries.filter((e) => looksLikeCitation(e.text)).length;
    // Under a list's own heading half its entries citations is enough; under any other heading ("Brahe and
    // Kepler", a topic of a further-reading list) every entry must be one written surname first with a year
    // (a paragraph naming a university or a museum is still prose): a part that is only citations is never reading.
    const whole = REFERENCE_HEADING.test(b.text.trim())
      ? cited * 2 >= entries.length
      : entries.every((e) => YEAR.test(e.text) && SURNAME_FIRST.test(e.text.trim()));
    if (entries.length && whole) {
      i = end - 1;
      continue;
    }
    out.push(b);
  }
  return out;
}
