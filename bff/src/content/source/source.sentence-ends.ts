// Where a sentence ends that the sentence splitter runs on: wink-nlp reads "Sun.", "Mon.", "Mar." (a day's
// or a month's short form) as an abbreviation that keeps the sentence going, so "… orbit the Sun. Mars is
// the fourth planet." is one sentence to it, and the second statement is lost to every reader. Before a
// capitalised word (not a date's number, not another short form: "Mon. Jan. 5") such a word ends the sentence.
const SHORT_FORM = String.raw`(?:Sun|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)`;
const ENDS_HERE = new RegExp(String.raw`(?<=\b${SHORT_FORM}\.)\s+(?=\p{Lu})(?!${SHORT_FORM}\.)`, 'gu');

/** The text in pieces that each end a sentence where a short form ends one; the pieces keep every character but the space between. */
export function sentencePieces(text: string): string[] {
  return text.split(ENDS_HERE).filter((p) => p.trim());
}
