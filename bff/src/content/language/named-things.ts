// Names whose own words say what sort of thing they are: a law or document ("the Stamp Act", "the Treaty
// of Paris", "the Declaration of Independence", a court case "Worcester v. Georgia"), an event ("the Boston Massacre", "the French and Indian
// War", "the Battle of Saratoga"), or a date ("1765", "the 1790s", "March 1770"). A person offered beside an
// Act, or a place swapped for a massacre, is an option of the wrong kind a student rules out without knowing
// the answer; the swap rules (swap.rules.ts `swapKind`) and the name kinds (swap-names.ts `nameKind`) read
// these before a name's uses, since "in the Boston Massacre" reads like a place.
const anyOf = (words: string) => words.trim().split(/\s+/).join('|');

const DOCUMENT = new RegExp(
  String.raw`(?:^|\s)(?:${anyOf(`Acts? Laws? Treaty Declaration Constitution Proclamation Compromise Amendments? Bill
    Charter Accords? Agreement Resolutions? Doctrine Code Ordinance Articles Edict Decree Manifesto Petition Covenant
    Pact Statute Mandate`)})(?:\s|$)`,
);
const EVENT = new RegExp(
  String.raw`(?:^|\s)(?:${anyOf(`War Wars Revolution Battle Massacre Rebellion Revolt Uprising Crisis Depression Riots?
    Siege Raid Strike Famine Panic Purchase Expedition Campaign Invasion Boycott Embargo Tea\\s+Party`)})(?:\s|$)`,
);
const MONTH = anyOf(`January February March April May June July August September October November December`);
const DATE = new RegExp(
  String.raw`^(?:the\s+)?(?:(?:${MONTH})\s+)?(?:\d{1,2},?\s+)?\d{3,4}s?$|^(?:${MONTH})(?:\s+\d{1,2})?$`,
);

export type NamedThing = 'document' | 'event' | 'date';

/** "Worcester v. Georgia", "Brown v. Board of Education": a court case, named by its parties. */
const CASE_JOIN = String.raw`\s+vs?\.?\s+`;
const COURT_CASE = new RegExp(String.raw`^\p{Lu}\S*(?:\s+\S+){0,3}${CASE_JOIN}\p{Lu}`, 'u');

/**
 * The span is a party of a court case's name ("Worcester" or "Georgia" in "Worcester v. Georgia"): no
 * evidence there of what the name is ("in Worcester v. Georgia" is no place), and never swapped alone.
 */
export const inCourtCase = (sentence: string, at: number, length: number) =>
  new RegExp(`${CASE_JOIN}$`, 'u').test(sentence.slice(0, at)) ||
  new RegExp(`^${CASE_JOIN}\\p{Lu}`, 'u').test(sentence.slice(at + length));

/** What the name's own words say it is, or null when they say nothing ("Samuel Adams", "Boston"). */
export function namedThing(name: string): NamedThing | null {
  const bare = name.trim();
  if (DATE.test(bare)) return 'date';
  // A court case is a document: its ruling is what the text tells of it.
  if (COURT_CASE.test(bare)) return 'document';
  // "the Stamp Act Congress" is a body of people, "the Tea Party" an event: the last word decides.
  const last = bare.split(/\s+/).slice(-2).join(' ');
  if (EVENT.test(` ${last}`) || EVENT.test(` ${bare.split(/\s+/).at(-1)}`)) return 'event';
  if (DOCUMENT.test(` ${bare.split(/\s+/).at(-1)}`)) return 'document';
  // "the Treaty of Paris", "the Declaration of Independence", "the Battle of Saratoga": the head comes first.
  const head = /^(?:the\s+)?(\p{Lu}\p{L}+)\s+of\s/u.exec(bare)?.[1];
  if (head && EVENT.test(` ${head}`)) return 'event';
  if (head && DOCUMENT.test(` ${head}`)) return 'document';
  return null;
}
