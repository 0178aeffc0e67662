// What ties a sentence to the one before it, read from its words alone: an opening connective ("By the
// same token", "Again,", "Happily," …: the explicit connectives of the Penn Discourse Treebank that point
// back, and a few comment adverbs that only make sense after another sentence), a connective inside it
// ("Mass is therefore …", "the atom then lost"), words that point back ("another", "the latter", "such a",
// "that same"), and a sentence that
// only makes sense against the one before ("the situation is reversed", "The answer is that …").
// stands-alone.ts reads these patterns in order.

/** Connectives and sentence adverbs that tie a sentence to the one before it. */
const OPENERS = [
  'above all',
  'after all',
  'again',
  'also',
  'and',
  'as a result',
  'as such',
  'at last',
  'accordingly',
  'after that',
  'afterwards',
  'afterward',
  'besides',
  'but',
  'by the same token',
  'by contrast',
  'consequently',
  'conversely',
  'even so',
  'finally',
  'for example',
  'for instance',
  'for this reason',
  'furthermore',
  'hence',
  'happily',
  'however',
  'in addition',
  'in response',
  'in return',
  'in contrast',
  'in fact',
  'in other words',
  'in short',
  'in sum',
  'in that case',
  'in the meantime',
  'in the end',
  'in the same way',
  'in this case',
  'in this way',
  'in turn',
  'indeed',
  'instead',
  'later',
  'likewise',
  'luckily',
  'meanwhile',
  'moreover',
  'naturally',
  'nevertheless',
  'next',
  'nonetheless',
  'nor',
  'of course',
  'on the contrary',
  'on the other hand',
  'once again',
  'or',
  'otherwise',
  'rather',
  'similarly',
  'so',
  'still',
  'that is',
  'then',
  'therefore',
  'thus',
  'to put it',
  'unfortunately',
  'yet',
];
// "In return for the resources …", "As a result of the war, …", "In addition to taxes, …": the phrase names what it
// answers, so the sentence stands alone.
export const OPENER = new RegExp(
  `^(?:${OPENERS.map((o) => o.replace(/ /g, '\\s+')).join('|')})\\b(?!\\s+(?:to|for|of|with)\\b)`,
  'i',
);

/**
 * A connective inside the sentence that ties it to another ("Mass is therefore expressed in kilograms",
 * "The inhabitants, however, always …").
 */
export const LINKED =
  /(?:^|[\s,;(])(?:therefore|thus|hence|consequently|however|nevertheless|nonetheless|moreover|furthermore|likewise|similarly|instead|otherwise|in\s+turn)(?=[\s,;)—–])(?!\s+(?:much|many|large|small|long|far|little|often|hard)\b)/i;
/** Words that point back: "another", "the latter", "the same" (without "as"), "such" before a noun. */
export const BACK_WORDS = new RegExp(
  String.raw`^(?:another|the other|(?:a|the)\s+(?:second|third|fourth|fifth|final|last|next|latter|former)\b)\b|` +
    String.raw`\bthe\s+(?:former|latter|above|previous|preceding|aforementioned)\b|` +
    String.raw`\b(?:the|that|this|those|these) same\b(?![^.]*\bas\b)|\bsuch\s+(?!as\b)\p{L}+|` +
    // "After Tet, only 33 percent held that view.", "Signals to that effect": a view or a point the sentence before stated.
    String.raw`\b(?:that|this|these|those)\s+(?:views?|effect|ideas?|positions?|beliefs?|opinions?|sentiments?|percentage|figures?|language|breakthrough|gamble|move)\b|` +
    // "The first was the Pendleton Act.": the first of a set the sentence before opened.
    String.raw`^the\s+(?:first|second|third|last|former|latter)\s+(?:was|were|is|are|came|had)\b|` +
    // "The Roman senatorial class in particular had changed": one singled out of a set the sentence before gives.
    String.raw`\p{L}\s+in\s+particular\s+(?=\p{Ll})|` +
    // "We approach a secondary source in a similar way.": similar to what the sentence before told.
    String.raw`\bin\s+(?:a|the)\s+(?:similar|same|like)\s+(?:way|manner|fashion)\b(?![^.]*\bas\b)|` +
    // "…, the year saw the further unfolding of …": the year the sentence before named.
    String.raw`\bthe\s+(?:year|decade|century|election)\s+(?:saw|brought|marked|witnessed)\b|` +
    // "The rest of the time, the protostar …", "Susan B. Anthony, for one, challenged …", "The Union held many
    // advantages as well.": the rest of, one of or as well as what the sentence before told (session 21's read).
    String.raw`^the\s+rest\s+(?:of|were|was|are|is|had|have)\b|,\s*for\s+one\s*,|\bas\s+well\s*[.!?]?["”’]?\s*$|` +
    // "Native Americans were in the second.": the second of what the sentence before set up; "On the one hand, …"
    // leaves its other hand to the next sentence (session 22's read).
    String.raw`\b(?:in|of|to|from|for|by|with|into)\s+the\s+(?:first|second|third|fourth|other|latter|former)\s*[.,;!?]|^on\s+the\s+one\s+hand\b|` +
    // "Local residents define the seasons by the amount of rain": residents of the place the sentence before named
    // (near the equator; session 23's read).
    String.raw`\blocal\s+(?:residents|people|population|inhabitants|officials|authorities|communities|leaders|farmers|tribes)\b|` +
    // "The arrival of European immigrants there was a welcome boost.": "there" as a place, the place the sentence
    // before named (session 22's read); not the "there" of "there were", "is there", "where there is".
    String.raw`\b(?!(?:is|are|was|were|be|been|here|and|or|but|where|wherever|if|whether|that|because|when|so|then|as|since|while|although|though|unless|until|than|once)\b)\p{L}+\s+there\b(?![’'-])` +
    String.raw`(?!\s+(?:is|are|was|were|be|been|being|seems?|seemed|appears?|appeared|remains?|remained|exists?|existed|will|would|could|may|might|must|can|should|used|has|have|had|came|arose|lived|lies|lay|stands?|stood)\b)`,
  'iu',
);
/**
 * "then" between a subject and its verb tells a step after one the sentence does not give ("If the atom then
 * lost that energy …", "They then capture electrons"); a conditional's "If …, then …" and "and then" do not.
 * stands-alone.ts also asks that a verb follow it ("If the level is 17 then the alarm rings" is a condition).
 */
export const THEN_STEP =
  /\b(?!(?:and|but|or|if|when|even|only|just|since|by|until|till|than|now|back|there|from)\b)\p{L}+\s+then\s+\p{L}/iu;

/**
 * A sentence that only makes sense against the one before: "the situation is reversed", "The opposite is
 * true for insulators", "the reverse happens" (reversed or opposite to what?), "The answer is that …".
 */
export const REVERSED = new RegExp(
  String.raw`\bthe\s+(?:situation|case|pattern|order|process|effect|trend|relationship|roles?|positions?)\s+(?:is|are|was|were|gets|becomes|became)\s+reversed\b|` +
    String.raw`^(?:the\s+|just\s+the\s+)?(?:opposite|reverse|converse)\s+(?:is|was|happens|happened|occurs|occurred|holds|applies)\b|` +
    String.raw`\bthe\s+(?:opposite|reverse|converse)\s+(?:is|was|holds)\s+true\b|` +
    // "The answer is that …": the answer to a question the sentence does not ask.
    String.raw`^the\s+(?:answer|reason|solution|explanation|result|outcome)\s+(?:is|was),?\s+(?:that|because|simple)\b`,
  'i',
);

const UNIT = String.raw`(?:days?|mornings?|nights?|weeks?|months?|years?|decades?|centuries|century|hours?|minutes?)`;
/**
 * A time told from another sentence's: "Hutchinson resigned the next day", "Soon after, crowds attacked",
 * "Two years later, the company opened", "later that month", "by then", "at the time". Printed alone, the
 * student cannot tell which day or year it counts from.
 */
export const RELATIVE_TIME = new RegExp(
  [
    String.raw`\bthe\s+(?:next|following|previous|preceding)\s+(?:day|morning|afternoon|evening|night|week|month|year|decade|century|spring|summer|autumn|fall|winter|season)s?\b`,
    String.raw`\bthe\s+(?:day|week|month|year|night)\s+(?:after|before)\s*(?=[,.;]|$)`,
    String.raw`\b(?:soon|shortly|immediately|not\s+long)\s+(?:after|afterwards?|before|thereafter)\s*(?=[,.;]|$)`,
    // "Soon towns all over Massachusetts had formed …": soon after what the sentence before told (session 22's read).
    String.raw`^soon\b(?!\s+(?:after|before)\s+\S)`,
    String.raw`\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|several|a\s+few|some|many|\d+)\s+${UNIT}\s+(?:later|earlier|afterwards?|before(?=\s*[,.;]|$))\b(?!\s+than\b)`,
    String.raw`\b(?:later|earlier)\s+that\s+(?:same\s+)?(?:day|morning|evening|night|week|month|year|spring|summer|autumn|fall|winter)\b`,
    String.raw`\b(?:by|until|since|till)\s+then\b|\bthereafter\b`,
    // "The colony's population doubled that year.": which year is the sentence before's.
    String.raw`\bthat\s+(?:same\s+)?(?:day|morning|evening|night|week|month|year|decade|spring|summer|autumn|fall|winter|season)\b(?![’']s)`,
    String.raw`\bat\s+the\s+time\b(?!\s+(?:of|when|that|in|it|they|he|she))`,
  ].join('|'),
  'i',
);
/**
 * One step of a numbered sequence ("Step 3 is to heat the mixture.", "In step 2, the water boils."): which
 * step comes before it is the sequence's, so the step is never asked alone.
 */
export const NUMBERED_STEP = /\bsteps?\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b/i;

/** A year or a day of a month written in the sentence: the time it counts from is there to read. */
export const ANCHORED_TIME =
  /\b(?:1[0-9]{3}|20[0-9]{2})s?\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}\b/;

/**
 * A subject that is only a share of a group the sentence does not name: "Others located in the hills …",
 * "Others are soft skills", "Some may have coined the phrase …" (others than whom? some of what?).
 * stands-alone.ts reads "Others" before a verb; "Some scientists …" names its group, and "Some have argued
 * that …" or "Many believe …" speak of people in general.
 */
export const SHARE_SUBJECT =
  /^(?:others\s+(?!of\b)\p{L}|(?:some|many|most|few|several)\s+(?:may|might|could|would|should|must|had|were)\b)/iu;

/**
 * "More than one million Africans had fought in the war.": an event the sentence calls only "the war", "the
 * battle", "the crisis", which the sentence before named (session 22's read: "which war?"); "The treaty was signed in
 * 1783." and "the boycott" stay (a teacher prints them: connectives-cut.test.ts, stands-alone.model.test.ts). Not one the phrase
 * itself says ("the war between …", "the war of 1812", "the war's end" is still the same war), and not where the
 * sentence names it with a capital ("World War I … the war"), which stands-alone.ts asks.
 */
export const UNNAMED_EVENT =
  /\b[Tt]he\s+(war|conflict|revolution|rebellion|revolt|uprising|invasion|siege|battle|crisis)(?![\p{L}-])(?!\s+(?:of|between|against|with|over|for|on|in|to|at|that|which|who|whose|where|when|itself)\b)/u;

/**
 * "Calvinists embraced the doctrine.", "Jefferson and Madison mobilized the response to the acts.", "The controversial
 * resolution sparked a contentious debate.": a teaching or a measure the sentence calls only by its sort, which the
 * sentence before named (session 23's read: "which doctrine?"). Not one the phrase itself says ("the doctrine of
 * predestination", "the acts that Congress passed"); "the treaty" stays, as above.
 */
export const UNNAMED_MEASURE =
  /\b[Tt]he\s+(?:controversial\s+|new\s+)?(doctrine|acts|resolution|resolutions|ruling|proposal)(?![\p{L}-])(?!\s+(?:of|that|which|who|whose|by|on|to|for|against|calling|declaring|passed|issued)\b)/u;

/**
 * "The first addressed public credit, the second addressed banking …": an ordinal standing for things the sentence
 * before listed (Hamilton's three reports; session 24's read: "never says what the first is").
 */
export const ORDINAL_SUBJECT =
  /^(?:the\s+)?(?:first|second|third|fourth|last|former|latter)\s+(?:\p{Ll}+ed|was|were|is|are|had|has|did|does|became|took|made|gave)\b/iu;
