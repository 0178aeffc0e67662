// The grade-level suite's figures per tuning section (offline-grade-level.test.ts), each measured and read:
// how far above the band a grade-4 draft may read, the drafts with fewer than 8 items, the known faults and
// the cloze sheets whose sentences cannot be cut.

/** How far above the asked grade a grade-4 draft may read: the +2 the model path allows, plus one for a source written at grade 11–13. */
export const BAND = 3;
/**
 * Drafts whose grade-4 version still reads above 4 + BAND, with the grade it reaches (measured on the
 * tuning sections, 26 Nov), so a rise still fails. Why: a cloze sheet needs ten sentences that each hold
 * a different key term, and a quiz ten items; in these sources (anthropology and physics written at
 * grade 12-13, Darwin's and the College Success book's long sentences, and the Standard Ebooks Aesop,
 * whose fables are told in a few long sentences) those sentences are long ones that cannot be cut
 * without losing the term; nothing is rewritten, only cut (language/sentence.simplify.ts). The old
 * corpus had three such cloze sheets (7.5-8.7). Once a meaning is read only from its term's defining
 * sentence, the draw changes with the terms: kinship's quiz asks the meaning of "kinship" (its long
 * defining sentence) where it blanked "sociocultural construction" (8.7 -> 9.2), archaeological methods'
 * cloze blanks "archaeology" and "cultural objects" (8.7 -> 8.8), and the Galapagos tortoises quiz draws
 * more of Darwin's long sentences to retell (7.4).
 */
export const ABOVE_BAND: Record<string, number> = {
  // Session 17: the collective-dilemmas grade-4 sheets lost their shortest items (a two-gap blank, a thin stem),
  // and what is left reads a little higher (7.3 quiz, 7.7 cloze against 7).
  // Session 20: 8.1 (7.3 before) once no second choice item repeats four options. Session 21: 9.4 once sentences
  // that point back ("that view", "the attack", "this tax") are no stems; its short ones were among them.
  'os-political-science-collective-dilemmas quiz': 9.4,
  'os-political-science-collective-dilemmas cloze': 8,
  'os-physics-radioactivity cloze': 8.3,
  'os-anthropology-elements-of-culture cloze': 9.6,
  // Session 22: 8.1 (8 before): the draw changed with the session's rules (options of one number, names given in full).
  // Session 23: 8.2, the draw changed with the session's rules (open blanks, fresh items).
  'os-anthropology-archaeological-methods quiz': 8.2,
  'os-anthropology-archaeological-methods cloze': 8.8,
  'os-college-success-memory cloze': 7.5,
  'aesop-fables-3 quiz': 7.6,
  'beagle-galapagos cloze': 9.1,
  'beagle-galapagos-tortoises cloze': 7.7,
  'beagle-galapagos-tortoises quiz': 7.4,
  // 7.6 before the swaps that stayed true (neutrons for nucleons) gave way to other items.
  'os-physics-radioactivity quiz': 7.7,
  // Session 22: 9.3 (9.2 before): the draw changed with the session's rules (options of one number, names given in full).
  'os-anthropology-kinship quiz': 9.3,
  'cs-unplugged-divide-and-conquer quiz': 7.3,
  'beagle-galapagos quiz': 7.8,
  // Psychology 2e (26 Nov): a college text whose sentences that blank a word it teaches are long ones.
  'os-psychology-what-is-stress quiz': 8.5,
  'os-psychology-what-is-stress cloze': 9.4,
  // Introduction to Political Science (the probe book, 26 Nov): a college text of long sentences; the grade-4
  // quiz and cloze keep the few that blank a term it teaches, cut once each.
  // Session 22: 8.3 once options of the other number are ruled out ("gene sequences" beside "taxonomy"): more of its
  // blanks are open fill-ins of the same long sentences.
  'os-political-science-political-goals quiz': 8.3,
  'os-political-science-political-goals cloze': 8.9,
  'os-political-science-parliamentary-presidential quiz': 9.3,
  'os-political-science-parliamentary-presidential cloze': 9,
  // Sociology and Microbiology (the session-11 probe books, 26 Nov): college sentences that hold a term to ask,
  // cut once at most (types of societies' quiz, spontaneous generation's quiz and cloze).
  // Session 23: 8.1 once its short open blanks on words for people went ("_____ may study both …").
  'os-sociology-types-of-societies quiz': 8.1,
  // Session 23: 8, the same reason: its grade-4 cloze sheet keeps longer sentences.
  'os-psychology-classical-conditioning cloze': 8,
  // 7.3 and 7.7 before "Louis Pasteur: A prominent French chemist who …" (a person) stopped being a meaning (27 Nov,
  // reader13): the draw changed with the terms (main 505477e alone measured 7.7 and 7.8; with reader13, 8.0 and 8.3).
  // Session 22: 8.6, the same reason as political goals' quiz.
  'os-microbiology-spontaneous-generation quiz': 8.6,
  'os-microbiology-spontaneous-generation cloze': 8.3,
  // Session 14 (options of taught terms, no possessive blank, no name swapped for a bank), both read. Deviance's
  // grade-4 quiz read 6.6: the false "… entering the country from Wells Fargo" went (a bank for Mexico), so its
  // true "Until the 1970s and 1980s, same-sex acts were prohibited by state laws." waits for a false one that never
  // comes (the pool's true/false balance), and two sound, longer "Tell in your own words what this means: …" take
  // their places. The systematic approach's grade-4 quiz read 7.0: "_____’s tree of life contained …" (keyed
  // Linnaeus, a possessive blank) went, and the draw then took "In early _____, the relatedness of organisms was
  // inferred by their visible similarities, …" and "… the evolution of _____" (organisms), both sound and longer.
  // Session 20: 8.4 once "deviance" (the title's word) is no blank: its short blanks went.
  // Session 22: 9.3 and 8.9 once options of the other number are ruled out: the short "Rosa Parks violated _____"
  // choice item gave way to Sumner's long definition as a fill-in; "… the binomial nomenclature would be _____
  // sapiens" (a blank on half a name) went.
  // Session 23: 9.7, the same reason as types of societies' quiz.
  'os-sociology-deviance-and-control quiz': 9.7,
  'os-microbiology-systematic-approach quiz': 8.9,
  // Session 15: the grade-4 quiz read within the band (≤ 7) with "Carlo knew we were talking about him, watched our faces." and
  // "He knows all about the mountain animals, will guard the camp, assist in managing the sheep." — cuts that end
  // a list of one subject's predicates without its "and" (sentence.simplify.ts predicateList refuses them now);
  // the whole sentences are longer.
  // Session 22: 9.3 (and the cloze 7.8, against 7) once a trailing "-ing" clause whose verb follows is no participle
  // to cut: "… some of the old leaders of the _____ showed by the eager." was the cut of "… showed by the eager,
  // inquiring way they ran and looked ahead that they were thinking of the high pastures …", a fragment.
  'muir-foothills quiz': 9.3,
  'muir-foothills cloze': 7.8,
  // Session 20: the grade-4 cloze reads 8.0 once "brain" (the title's word) is no blank: longer sentences are drawn.
  'os-psychology-brain-and-spinal-cord cloze': 8,
  // Session 24: the grade-4 quiz reads 7.2 once options of another sort go ("hippocampus" beside "working memory"):
  // its short choice items gave way to longer sentences.
  'os-psychology-brain-and-spinal-cord quiz': 7.2,
  // Session 20: 8.7 once "deviance" (the title's word) is no blank: its short blanks went.
  'os-sociology-deviance-and-control cloze': 8.7,
};

/**
 * Drafts with fewer than 8 items at grade 4, with the number they have (the lesson plans' figures measured
 * again on 26 Nov once directions to the teacher are never student items; the rest measured 26 Nov, once one sentence
 * or fact became one item and a blank fell only on a word the text teaches, never padded with academic
 * words). A grade-4 cloze sheet also keeps to the sentences nearest the grade, so most are short: a known
 * shortfall of the offline cloze (docs/content-engine.md). Douglass 7 and the Galapagos tortoises give 2
 * (were 3) once their terms are read from defining sentences: "old males: The largest, …" and "step" are
 * no terms any more, and the draw that follows keeps two of the sentences nearest the grade.
 */
export const FEWER: Record<string, number> = {
  // Session 17: two-gap blanks and thin stems ("You have just made an _____!") left out.
  'os-physics-scientific-methods cloze': 6,
  // 8 before meanings were read from their own sentences, 7 before its cut-list sequence, 6 before "Encoding" (met only
  // at sentence starts) was written "encoding": the draw then takes "Working memory is a type of short-term memory" as a
  // true/false, the fact its meaning item asks, in place of "Short-term memory is a very handy thing" (a verdict).
  'os-college-success-memory quiz': 5,
  'os-physics-newtons-first-law cloze': 5, // 6 while "As we know from experience, …" (the author's aside) was a stem
  'os-physics-types-of-waves cloze': 4,
  'os-physics-radioactivity cloze': 4,
  'os-anthropology-elements-of-culture cloze': 3,
  'os-anthropology-gathering-and-hunting cloze': 2,
  // Session 20: 3 (4 before "procrastination", the title's word, stopped being a blank). Session 24: 2 once a stem
  // that only compares with what came before ("slower to …", "more likely to …" without "than") is no item.
  'os-college-success-procrastination cloze': 2,
  'cs-unplugged-sorting-network cloze': 2,
  'os-college-success-memory cloze': 2,
  'os-college-success-budgeting cloze': 7,
  // 8 while "When a molecule is made up of two or _____ of different elements, …" (key "more atoms", an amount read as
  // a term) was a blank (session 15).
  'os-anatomy-chemical-bonds cloze': 7,
  'os-college-success-career-planning cloze': 3,
  'cs-unplugged-how-binary-digits-work cloze': 1,
  'cs-unplugged-codes-for-letters cloze': 2,
  // One blank each from the file's own content (the parity bits' name, the binary search), no longer the
  // general academic words' sheet the two plans fell back to when every sentence was read as a direction.
  'cs-unplugged-parity-magic cloze': 1,
  'cs-unplugged-check-digits cloze': 1,
  'cs-unplugged-divide-and-conquer cloze': 1,
  'cs-unplugged-colour-by-numbers cloze': 2,
  // Session 17: 2 before a blank on a character the fable's title names was left out.
  'aesop-fables-1 cloze': 1,
  'aesop-fables-2 cloze': 2,
  // Session 17: 3 before a blank on a character the fable's title names was left out.
  'aesop-fables-3 cloze': 2,
  'douglass-chapter-6 cloze': 3,
  'douglass-chapter-7 cloze': 2,
  'douglass-chapter-10 cloze': 2,
  'beagle-galapagos cloze': 4,
  // Session 20: 1 (2 before no option of another sort: "bladder" beside "inhabitants").
  'beagle-galapagos-tortoises cloze': 1,
  'beagle-coral-reefs cloze': 3,
  'muir-foothills cloze': 3,
  'muir-yosemite cloze': 2,
  // Psychology 2e (26 Nov): the grade-4 cloze keeps the few sentences nearest the grade that blank a term.
  'os-psychology-what-is-stress cloze': 4,
  'os-psychology-classical-conditioning cloze': 4,
  'os-psychology-brain-and-spinal-cord cloze': 7,
  // Quizzes, measured 26 Nov once an explain item is asked only with a model answer: the restating ones went.
  'os-anthropology-gathering-and-hunting quiz': 7,
  // 7 before "… it is because C" stopped counting as a reason ("we often tell ourselves it is").
  'os-college-success-procrastination quiz': 6,
  'cs-unplugged-how-binary-digits-work quiz': 3,
  'cs-unplugged-codes-for-letters quiz': 3,
  'cs-unplugged-parity-magic quiz': 3,
  'cs-unplugged-check-digits quiz': 3, // 4 while "In the activity above we worked out …" was a stem
  'cs-unplugged-divide-and-conquer quiz': 3,
  'cs-unplugged-sorting-network quiz': 3,
  // 4 while "megapixel camera" (half of "12-megapixel camera") was a term: "How is megapixel camera connected to image?" went.
  'cs-unplugged-colour-by-numbers quiz': 3,
  'aesop-fables-1 quiz': 3,
  'aesop-fables-2 quiz': 6,
  'aesop-fables-3 quiz': 3,
  // Session 23: 3 and 5 (4 and 6 before) once an open blank never asks for a word for people the text does not mark
  // ("the kindly aid of my _____", key "mistress").
  'douglass-chapter-6 quiz': 3, // 5 before meanings were read from their own sentences
  'douglass-chapter-7 quiz': 5,
  'douglass-chapter-10 quiz': 3,
  'beagle-galapagos-tortoises quiz': 3, // 5 before meanings were read from their own sentences
  'beagle-coral-reefs quiz': 4,
  // 6 until swapped false statements stopped being true/false items (session 19): the foothills give none to negate.
  // Session 20: 4 (5 before "foothills", the title's word, stopped being a blank).
  'muir-foothills quiz': 4,
  'muir-yosemite quiz': 3,
  // A lesson plan said almost wholly to its teacher (Raspberry Pi rainfall, 26 Nov): one sentence for the class
  // ("Polling monopolises the processor, but interrupts only occur when the sensor is triggered."); its
  // quiz adds the two questions on what students already know.
  'rpi-weather-rainfall quiz': 3,
  'rpi-weather-rainfall cloze': 1,
  // The probe books (26 Nov): the grade-4 sheets keep the sentences nearest the grade that blank a term.
  'os-anatomy-bone-structure cloze': 7,
  'os-political-science-political-goals quiz': 7,
  'os-political-science-political-goals cloze': 5,
  // Session 20: 5 (6 before no second choice item repeated four options). Session 21: 4 once sentences that point
  // back are no stems.
  // Session 23: 3, the same reason as Douglass's.
  'os-political-science-collective-dilemmas quiz': 3,
  // Session 23: 7 each (types of societies 6), the same reason (a phrase the text neither marks nor uses three times
  // is no open blank).
  'os-psychology-what-is-stress quiz': 7,
  'os-sociology-types-of-societies quiz': 6,
  // Session 24: parliamentary 6 once "legislative branch" and "plurality voting" are no options beside "president"
  // (a name WordNet knows is read by its files).
  'os-political-science-parliamentary-presidential quiz': 6,
  // Session 20: 4 (5 before no second choice item repeated four options). Session 21: 3, the same reason as above.
  'os-political-science-collective-dilemmas cloze': 3,
  // 6 before "… influencing the _____’s role in a political system" (a possessive blank, keyed legislature) went (session 14).
  'os-political-science-parliamentary-presidential cloze': 5,
  // The session-11 probe books (26 Nov): the grade-4 cloze sheets keep the sentences near the grade that blank a
  // term the text teaches. Phases of matter gives two ("… when it is a _____, such as with clouds", "… two or more
  // _____ are called compounds"); the grade-11 sheet's five include "a _____ of matter" and "_____ (table sugar)".
  'os-chemistry-phases-of-matter cloze': 2,
  'os-chemistry-chemical-formulas cloze': 6,
  // Session 20: 3 (4 before "societies", the title's word, stopped being a blank).
  'os-sociology-types-of-societies cloze': 3,
  // Session 17: 3 before two-gap blanks were left out.
  'os-sociology-types-of-groups cloze': 2,
  'os-sociology-deviance-and-control cloze': 4,
  // 4 before "_____’s tree of life …" and "_____’s five-kingdom tree …" (possessive blanks keyed Linnaeus and Whittaker)
  // went; "The names of the levels in Linnaeus’s original _____ were …" (taxonomy) came (session 14).
  'os-microbiology-systematic-approach cloze': 3,
  // 4 on main 505477e with reader13's rules (27 Nov: the draw changed once "Louis Pasteur", a person, is no term).
  // Session 22: 3 once options of the other number are ruled out.
  'os-microbiology-spontaneous-generation cloze': 3,
  // The Raspberry Pi humidity plan (26 Nov, session 11) was a known fault here (grade 4 read 12.4 words a sentence
  // beside 12.0): since "The number represents …" gives no meaning, its quizzes lost the "number" item and read
  // 10.4 beside 14.1 words, grade 5.2 beside 7.0, its clozes 4.4 beside 5.4, from the few sentences said to the class.
  // Session 17: 4 while "the _____ of 16 has been exceeded but the _____ of 18 …" (two gaps, one key) was an item.
  'rpi-weather-relative-humidity quiz': 3,
  'rpi-weather-relative-humidity cloze': 2,
  // Session 20: 5 once "compounds" and "ionic" (the title's words) are no blanks.
  'os-chemistry-ionic-molecular-compounds cloze': 5,
  // Session 20: 7 once no option of another sort stands beside a key (8 before).
  'os-microbiology-spontaneous-generation quiz': 7,
};

/** Known faults, kept visible under test.failing. */
// The kinship cloze at grade 4 reads above its grade-11 sheet (11.3 vs 10.2, 26 Nov): its few sentences
// that blank a word the text teaches are long ones that cannot be cut.
// The Galapagos quiz at grade 4 reads above its grade-11 quiz (8.3 vs 7.3, 26 Nov): without the restating
// explain items, its grade-4 questions are the few long sentences that blank a word the text teaches.
// Douglass VII's quiz at grade 4 reads 14.5 words a sentence beside 14.4 at grade 11 (27 Nov, with meanings read
// from their own sentences and the beyond-recall forms): not read why.
// The chemical bonds quiz was a known fault here (grade 4 read 12.8 words a sentence, as grade 11 did; session 11):
// since each term of a comparison is on its own side (session 14), grade 11 no longer asks the short, wrongly paired
// "How does the text contrast molecule with cation?", and grade 4 reads 12.4 words a sentence beside 15.6, grade 5.8
// beside 7.4.
// Deviance and control's cloze (probe book) was a known fault here: since connectives are cut from stems, its
// grade-4 sheet reads shorter and lower than grade 11 (session 11).
// The ionic and molecular compounds quiz (probe book) at grade 4 reads 11.5 words a sentence beside 14.9, but a
// measured grade of 7.6 beside 7.5 (26 Nov, session 11, items read): grade 4 drew the long "Under normal conditions,
// molecular compounds often exist as gases, …" statement and a long meaning to match. Not cut further.
export const KNOWN = new Set<string>([
  // os-chemistry-ionic-molecular-compounds quiz: passes since session 20 (its draw changed with the title's words);
  // its mark went when the known-fault test turned red.
  'os-anthropology-kinship cloze',
  'beagle-galapagos quiz',
  // os-physics-radioactivity quiz: passes since session 22 (its draw changed with the number-agreeing options); its
  // mark went when the known-fault test turned red.
  // Session 21: once sentences that point back ("If that memory causes you to buy …") are no stems, both grades draw
  // the same long "The key is a deliberate use of strategies …" (17.3 words a sentence each). Not cut further.
  'os-college-success-memory quiz',
  // Session 21: the humidity plan's quizzes measure 7.4 at both grades once "… exceeded that threshold" left; grade
  // 4 still reads fewer words a sentence.
  'rpi-weather-relative-humidity quiz',
  // douglass-chapter-7 quiz: fixed by session 19's negated false statements (a short one-fact sentence negated
  // now stands where a long swapped one was drawn); its mark went when the known-fault test turned red.
  // os-psychology-what-is-stress cloze: passes since session 20 ("stress", the title's word, is no blank any more, and
  // the draw keeps shorter sentences); its mark went when the known-fault test turned red.
]);
/**
 * A grade-4 cloze sheet within the band whose sentences, each holding its key term, cannot be cut
 * (kinship: measured 26 Nov).
 */
export const UNCUT = new Set([
  'os-anthropology-kinship cloze',
  // Their few sentences that blank a word the text teaches read within the band uncut (26 Nov).
  'os-college-success-procrastination cloze',
  'cs-unplugged-sorting-network cloze',
  // Collective dilemmas (26 Nov): its five sentences that blank a taught word read at 7.0 uncut.
  'os-political-science-collective-dilemmas cloze',
]);
