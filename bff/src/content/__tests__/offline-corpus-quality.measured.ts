// The corpus-quality floors of offline-corpus-quality.test.ts, each with the measured reason it stands where it
// does (as offline-grade-level.measured.ts keeps that test's): the test reads them, the reasons live here.
/**
 * Vocabulary sheets below the 60% goal, at the share they reach (measured 25 Nov) so a drop still
 * fails. Only sections whose book marks three or more key terms are held to it: fiction, memoirs and
 * the lesson plans without bold terms have none to find. The plain .txt loses the bold that tells the
 * reader which words are the book's (types of waves 40% as txt, 63% as docx).
 */
export const VOCAB_SHORT: Record<string, number> = {
  'os-physics-newtons-first-law.txt': 0.57,
  // P-waves and S-waves, which the text defines, come before undefined key terms (26 Nov: 0.4 -> 0.2, docx 0.6 -> 0.5).
  'os-physics-types-of-waves.txt': 0.2,
  'os-physics-types-of-waves.docx': 0.5,
  'os-physics-radioactivity.txt': 0.4,
  'os-anthropology-gathering-and-hunting.txt': 0.2,
  'os-anthropology-gathering-and-hunting.docx': 0.5,
  // "Memory is one of those cherished but mysterious elements in life" no longer counts as its definition (26 Nov: 0.4 -> 0.2).
  'os-college-success-memory.txt': 0.2,
  // "stress: A fairly vague concept that is difficult to define with precision" is a verdict, no meaning (27 Nov: 0.6 -> 0.4).
  'os-psychology-what-is-stress.txt': 0.4,
  'os-college-success-memory.docx': 0.2,
  'os-college-success-career-planning.txt': 0,
  'os-college-success-career-planning.docx': 0,
  'cs-unplugged-how-binary-digits-work.txt': 0.4,
  'cs-unplugged-how-binary-digits-work.docx': 0.4,
  'cs-unplugged-parity-magic.txt': 0,
  'cs-unplugged-parity-magic.docx': 0.2,
  'cs-unplugged-parity-magic.pdf': 0,
  'cs-unplugged-parity-magic.pptx': 0.4,
  // 0 since directions to the teacher are read apart (source/source.directions.ts): the one sentence that
  // says what a binary search does ("If any data is organised in order and a binary search is applied, then
  // you can eliminate a lot of data quickly") reads as one, so the plan defines none of its key terms and the
  // sheet's words are its everyday ones (order, strategy, half, list, program). A known shortfall.
  'cs-unplugged-divide-and-conquer.txt': 0,
  'cs-unplugged-divide-and-conquer.docx': 0,
  'cs-unplugged-colour-by-numbers.txt': 0.2,
  'cs-unplugged-colour-by-numbers.docx': 0.4,
  // The probe books (26 Nov): without bold, chemical bonds' plain text finds half its key terms (0.875 as docx), the
  // political-goals chapter (54 key terms, five defined in a sentence) a fifth; collective dilemmas defines few.
  'os-anatomy-chemical-bonds.txt': 0.5,
  'os-political-science-political-goals.txt': 0.2,
  'os-political-science-collective-dilemmas.txt': 0.4,
  'os-political-science-collective-dilemmas.docx': 0.4,
  // The session-11 probe books (26 Nov), where the plain text or the book defines its key terms in description:
  // sociology's societies and groups as txt, deviance (one term defined: "deviance"), Microbiology's taxonomy
  // and types of microorganisms as txt, and spontaneous generation (a history; "Louis Pasteur" alone defined).
  'os-sociology-types-of-societies.txt': 0.4,
  'os-sociology-types-of-groups.txt': 0.4,
  'os-sociology-deviance-and-control.txt': 0.2,
  'os-sociology-deviance-and-control.docx': 0.2,
  'os-microbiology-systematic-approach.txt': 0.33,
  'os-microbiology-types-of-microorganisms.txt': 0.5,
  'os-microbiology-spontaneous-generation.txt': 0.2,
  'os-microbiology-spontaneous-generation.docx': 0.2,
};
/**
 * Processes whose steps the diagrams do not keep in order yet, by file: a known shortfall, listed so that a
 * fix (or a further loss) shows here. The processes told in prose ("An investigation often begins with …
 * an observation … devise a hypothesis … test the hypothesis by performing an experiment") and as
 * imperative headings (source.sequence.ts) are kept. Every other file is held to nothing lost.
 */
export const STEPS_LOST: Record<string, string[]> = {
  // The career-planning steps are its imperative headings: the PDF and slide extractions do not give them
  // as headings, so only the plain text and the DOCX have them.
  'os-college-success-career-planning.pdf': ['flowchart', 'cycle', 'sequence'],
  'os-college-success-career-planning.pptx': ['flowchart', 'cycle', 'sequence'],
};
/**
 * From a file a quiz has as many questions as the text has different things to ask, up to the count
 * (never one sentence or fact twice, true/false answers not all "True"; the page says so). Sections that
 * give fewer than 10, measured 26 Nov: two lesson plans whose sentences are mostly directions, a fable and
 * nature writing.
 */
// Quizzes lost with meanings read only from their own sentences (27 Nov): items on wrong meanings ("Which word
// means “A message, a web page or even a program”?" file, "What does “old males” mean?", "rapid recall: An
// enviable skill …", "Nelson Cowan", "door: A woman of the kindest heart …").
export const QUIZ_SHORT: Record<string, number> = {
  // Measured 26 Nov once an explain item is asked only with a model answer (never "Answers will vary. A
  // correct answer restates: …"): narrative texts and lesson plans state few reasons, examples or meanings.
  'os-anthropology-gathering-and-hunting': 6,
  'os-anthropology-kinship': 7,
  'os-college-success-procrastination': 6,
  // 9 before meanings were read from their own sentences, 7 before its cut-list sequence ("We encode", "Store");
  // the .docx gives 5 (the .txt 6) since a true/false swap is also read word by word against its passage.
  'os-college-success-memory': 5,
  'cs-unplugged-how-binary-digits-work': 3,
  // The lesson plans, measured again 26 Nov once directions to the teacher ("Ask the students …", "Show
  // them …") are never student items (source/source.directions.ts): what is left is what the plan tells
  // the class, a few sentences each (6, 5, 6, 5 and 7 before, most of them directions).
  'cs-unplugged-codes-for-letters': 3,
  'cs-unplugged-parity-magic': 3,
  'cs-unplugged-check-digits': 3, // 4 while "In the activity above we worked out …" (a pointer to the page) was an item
  'cs-unplugged-divide-and-conquer': 3,
  'cs-unplugged-sorting-network': 3,
  // 4 before "picture elements" (the text's other name for pixels) stopped being swapped in for "pixels".
  'cs-unplugged-colour-by-numbers': 3,
  'aesop-fables-1': 3,
  'aesop-fables-2': 6,
  'aesop-fables-3': 3,
  // 4 from the .docx (5 from the .txt) since sentences with a slur are left out of the reading (language/slurs.ts).
  // Session 23: 3, the same reason as types of societies' ("the kindly aid of my _____", key "mistress").
  'douglass-chapter-6': 3,
  'douglass-chapter-7': 4,
  'douglass-chapter-10': 3,
  'beagle-galapagos': 5, // 6 before meanings were read from their own sentences
  'beagle-galapagos-tortoises': 3, // 5 before meanings were read from their own sentences
  'beagle-coral-reefs': 4,
  'muir-foothills': 3,
  'muir-yosemite': 3,
  // Two lesson plans said mostly to their teacher (Raspberry Pi, 26 Nov): humidity's quiz asks the four things
  // its class is told (a fifth, "What does the text mean by “number”? => A threshold temperature in degrees C",
  // went with that wrong meaning: "The number represents …" points at the plan's code); rainfall's one ("…
  // interrupts only occur when the sensor is triggered") and two routines.
  // Session 22: 3, once an option of the other number than its key goes (a choice item became a fill-in the draw
  // did not keep).
  'rpi-weather-relative-humidity': 3,
  'rpi-weather-rainfall': 3,
  // The probe books (26 Nov): the political-science sections' plain text holds few sentences a question can
  // be built on alone (the rest lean on their neighbours: "Others contend …", "The first is when …").
  'os-political-science-political-goals': 7,
  // Session 20: 4 from the .docx once a second multiple-choice item with the same four options is not taken.
  // Session 22: 3 and 7, the same reason as humidity's (number-agreeing options). Session 24: parliamentary 6 once
  // options of another sort than "president" go ("legislative branch", "plurality voting").
  'os-political-science-collective-dilemmas': 3,
  'os-political-science-parliamentary-presidential': 6,
  // Spontaneous generation (probe book, 26 Nov): a history of experiments gives nine questions that stand alone;
  // eight on main 505477e with reader13's rules (27 Nov: the draw changed once "Louis Pasteur", a person, is no term;
  // the lost question was not read). 7 since a sentence that writes the key twice gives no blank (session 17): the
  // seven left stand alone, and the eighth was a two-gap blank.
  'os-microbiology-spontaneous-generation': 7,
  // 9 since a history section told in the past is no story (session 17): the tenth was "In “Agricultural”, which of
  // these happens first?", which asked which statement the text prints first.
  // Session 20: 6 (the .txt) once no blank falls on the title's own word ("societies", "society" under "Types of
  // Societies") and no second choice item repeats four options; what is left is read in the session's note.
  // Session 23: 4, once an open blank never asks for a word for people or a phrase the text neither marks nor uses
  // three times ("_____ may study both …", key "sociologists"): those stay for choice items and read-aloud stops.
  'os-sociology-types-of-societies': 4,
  // Session 23, the same reason: 9.
  'os-psychology-what-is-stress': 9,
};

/**
 * Files whose quiz finds fewer of its own questions than the Generate page's least count (3), which one
 * routine question fills (measured 26 Nov): parity magic's plan tells the class two things a quiz can ask
 * once directions to the teacher are set aside and "(or black cards)" is no longer swapped into the sentence
 * that names the parity cards; the Raspberry Pi rainfall plan tells it one.
 */
export const FOUND_SHORT: Record<string, number> = { 'cs-unplugged-parity-magic': 2, 'rpi-weather-rainfall': 1 };
export const LEAST_COUNT = 3;

/**
 * Lesson plans whose three quiz questions all come from one part (measured 26 Nov): with directions to the
 * teacher read apart, what they tell the class sits almost all in their second "Teaching observations"
 * (divide and conquer: 5 of its 10 such sentences, the others one a part and leaning on their neighbours;
 * parity magic: 3 of 4). Every other part is said to the teacher. The two Raspberry Pi plans tell their class
 * something only in "Main development" (humidity: how dictionaries and the dew point work; rainfall: polling
 * and interrupts); their other parts are the plan's apparatus, its questions and its answers.
 */
export const ONE_PART: Record<string, number> = {
  'cs-unplugged-divide-and-conquer': 1,
  'cs-unplugged-parity-magic': 1,
  'rpi-weather-relative-humidity': 1,
  'rpi-weather-rainfall': 1,
};

/**
 * Quizzes that draw on fewer sections than the rule asks, with the number they reach (27 Nov, a known
 * shortfall, not fixed): gathering and hunting as .txt once "hunting" lost its wrong meaning ("A prestige
 * activity …") and "bands" is asked by its meaning; why the draw then keeps to two sections was not read.
 */
// The memory .docx's whole supply of questions (5) comes from two of its parts (measured 26 Nov, the same
// supply the review sheet test in offline-teacher-review-exit reads).
export const QUIZ_SECTIONS_SHORT: Record<string, number> = {
  'os-anthropology-gathering-and-hunting.txt': 2,
  'os-college-success-memory.docx': 2,
  // The probe books (26 Nov): collective dilemmas (5 questions) and parliamentary systems (8 and 10) draw on two
  // of their four parts; the others are one long paragraph each about an example. Not read further.
  'os-political-science-collective-dilemmas.txt': 2,
  'os-political-science-collective-dilemmas.docx': 2,
  'os-political-science-parliamentary-presidential.txt': 2,
  'os-political-science-parliamentary-presidential.docx': 2,
  // Spontaneous generation (probe book, 26 Nov): its questions come from two of its three parts; not read why.
  'os-microbiology-spontaneous-generation.txt': 2,
  'os-microbiology-spontaneous-generation.docx': 2,
  // Session 20: ionic and molecular compounds' quiz keeps to two of its parts once no blank falls on the title's
  // word ("compounds", "ionic") and no option of another sort stands beside "electrons"; how-binary-digits-work's
  // .docx keeps to one ("digits" is the title's word). Not read further.
  'os-chemistry-ionic-molecular-compounds.txt': 2,
  'os-chemistry-ionic-molecular-compounds.docx': 2,
  'cs-unplugged-how-binary-digits-work.docx': 1,
  // Session 23: one part, once an open blank never asks for a phrase the plan neither marks nor uses three times: what
  // is left of the plans' three questions sits in one part.
  'cs-unplugged-codes-for-letters.docx': 1,
  'cs-unplugged-sorting-network.txt': 1,
  'cs-unplugged-sorting-network.docx': 1,
};

/**
 * The sheets of terms hold only the file's own terms (offline/file-terms.ts): per section, the pairs of its
 * matching sheet, the words of its crossword and of its word search (10 asked), as the file defines them
 * (measured 26 Nov, again 27 Nov below; on main's reading scientific methods, Ohm's law and elements of culture
 * rise by one or two as more of the file's own terms fit: "model", "electric current", "Ahmed: A carpet seller
 * in the Istanbul Grand Bazaar", "museums", none from the word list). A section not listed describes fewer than three
 * terms for any of them, so each is answered with a 422 and measured as not made. Before, every file had
 * 6 to 10 pairs and ten words, padded with general academic words: 260 of 376 pairs and 504 of 620
 * crossword words on these files were the word list's, not the text's.
 * Since a meaning is read only from the sentence that defines its term (27 Nov), a file name is listed
 * where its format reads differently. Lost: wrong meanings ("Memory: One of those cherished but mysterious
 * elements in life", "rapid recall: An enviable skill for test takers", "Nelson Cowan: One researcher
 * who …", "Automatic payroll deductions: An effective way to save money …", "discovery: A very human
 * endeavor …", "air flow: The least drag", list rows for career planning's "work roles" and "Labor Market
 * Information"), so College Success memory (2 left) and budgeting (assets, liabilities) make no sheet.
 * Gained: P-waves, S-waves, water waves, isotope, atomic and mass number, "personality: Things that
 * combine to make each of us distinctive".
 */
export const FILE_TERMS: Record<string, [matching: number, crossword: number, wordSearch: number]> = {
  'os-physics-scientific-methods': [7, 9, 8],
  'os-physics-scientific-methods.pdf': [6, 8, 7],
  'os-physics-newtons-first-law': [6, 6, 6],
  'os-physics-newtons-first-law.docx': [7, 7, 6],
  'os-physics-types-of-waves': [6, 7, 6],
  'os-physics-types-of-waves.docx': [6, 8, 7],
  'os-physics-ohms-law': [6, 8, 7],
  'os-physics-radioactivity': [4, 4, 3],
  // 7 (8 before): "toothbrushing: A profoundly social act, relying on …" is a verdict, no meaning (27 Nov, reader13).
  'os-anthropology-elements-of-culture': [7, 10, 10],
  // Three terms defined in other forms (a naming clause, appositives); the docx's bold "egalitarian, meaning that …" a fourth.
  'os-anthropology-gathering-and-hunting': [3, 0, 0],
  'os-anthropology-gathering-and-hunting.docx': [4, 3, 3],
  'os-college-success-career-planning': [4, 4, 4],
  // Psychology 2e, read 26 Nov. Stress: stressors, eustress and "stress: A fairly vague concept …" (a description
  // a teacher would rewrite), the docx's bold "primary appraisal" a fourth. Conditioning: four right pairs and two
  // a teacher would strike ("Moisha's treatment: A success and her cancer went into remission", "Pavlov: A
  // physiologist, not a psychologist"); its word search keeps two words short enough, so a 422. Brain: six right.
  // 27 Nov (reader13): "stress: A fairly vague concept that is difficult to define …" is a verdict, no meaning, so the
  // txt keeps two (eustress, stressors: no sheet, a 422) and the docx three (its word search two words short).
  'os-psychology-what-is-stress': [0, 0, 0],
  'os-psychology-what-is-stress.docx': [3, 3, 0],
  // 28 Nov (session 21): both struck pairs are gone ("Pavlov was …" names one man then; "a success" is a verdict),
  // so the crossword has two words, too few: a 422.
  'os-psychology-classical-conditioning': [6, 0, 0],
  'os-psychology-brain-and-spinal-cord': [6, 6, 6],
  // Anatomy and Physiology 2e (the probe book), read 26 Nov: homeostasis's six matching pairs and eight crossword
  // words are right ("heat-loss center: A cluster of brain cells" is thin but the text's own); bone structure's
  // ten are right ("periosteum: A fibrous membrane"; "central canal: Haversian canal, which contains …" gives
  // its other name first). Chemical bonds and the political-science sections define fewer than three: a 422.
  'os-anatomy-homeostasis': [6, 8, 7],
  'os-anatomy-bone-structure': [10, 10, 10],
  // The session-11 probe books, read 26 Nov. Phases of matter: heterogeneous mixture, compounds, elements, plasma,
  // weight, sodium chloride ("A compound that is a white, crystalline solid") and free sodium (an example the text
  // describes, not a term it teaches) and, in the docx, gas ("Takes both the shape and volume of its container", a
  // bold term's statement). Ionic compounds: ionic bonds, covalent bonds and "ionic compound: Solids that typically
  // melt at high temperatures …" (what they are like, thin). Systematic approach: taxonomy, classification,
  // Linnaean taxonomy, Systema Naturae ("An 11-page booklet in which he proposed …"); its word search keeps three.
  // Types of microorganisms: protists, algae, archaea, protozoa, helminths, all right. Chemical formulas and the
  // sociology sections define fewer than three (their other terms are described, not defined): a 422.
  'os-chemistry-phases-of-matter': [6, 7, 6],
  'os-chemistry-phases-of-matter.docx': [6, 8, 7],
  'os-chemistry-ionic-molecular-compounds': [3, 3, 3],
  'os-microbiology-systematic-approach': [4, 4, 3],
  'os-microbiology-types-of-microorganisms': [5, 5, 5],
};
