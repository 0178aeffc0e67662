// Pointers to parts of the page or the book the student does not have: a labelled list entry, a figure the
// extraction left empty, "later in the chapter", another section named by its title, the author's aside
// about the book ("As we saw in Chapter 2"). stands-alone.ts reads these patterns in order.

/** A label line ("Skills/values: Things that …") is a list entry. */
export const LABEL = /^[^\s:]+(?:\s+[^\s:]+){0,3}:\s/;
/**
 * A figure reference the extraction left empty: "as illustrated in.", "(see )", "shown in ,", or the
 * figure's name gone from before the verb ("the simplified water wave illustrated in does not show …").
 */
export const FIGURE = new RegExp(
  String.raw`\b(?:in|see|shown in|illustrated in|shown)\s*[.,;)]|\(\s*(?:see\s*)?\)|` +
    String.raw`\b(?:shown|illustrated|depicted|pictured|drawn)\s+in\s+(?:does|do|did|is|are|was|were|has|have|had|and|but|or|can|will|would|should|may|might)\b`,
  'i',
);

/** A pointer to another part of the book: "examined later in the chapter", "as mentioned previously". */
export const ELSEWHERE = new RegExp(
  [
    String.raw`\b(?:later|earlier|previously|above|below|before)\s+in\s+(?:this|the)\s+(?:chapter|section|unit|book|text|lesson)\b`,
    String.raw`\b(?:the|this|that|next|previous|following|last)\s+(?:chapter|section|unit|module|lesson)\b`,
    String.raw`\bas\s+(?:mentioned|noted|discussed|described|shown|explained|seen)\s+(?:previously|earlier|above|before|in)\b`,
    // "In the activity above we …", "the table below", "as listed above", "the image below" (a caption: session 20's
    // read): a part of the page the item leaves behind.
    String.raw`\b(?:activity|example|table|list|figure|diagram|section|paragraph|text|steps?|equation|exercise|passage|` +
      String.raw`chart|graph|map|box|questions?|story|instructions|image|picture|photo(?:graph)?|illustration|painting|` +
      String.raw`drawing|cartoon|poster)s?\s+(?:above|below)\b`,
    String.raw`\b(?:shown|listed|described|mentioned|given|noted|discussed|explained|outlined|illustrated|defined|see)\s+(?:above|below)\b`,
  ].join('|'),
  'i',
);

/**
 * "… are discussed in Eclipses of the Sun and Moon", "described in more detail in Electric Charge": another
 * section of the book, named by its title (capitalised words after "in" that start no ordinary noun phrase).
 */
export const TITLED = new RegExp(
  String.raw`\b(?:discussed|described|covered|explored|treated|examined|presented|introduced|explained|considered)\s+` +
    String.raw`(?:(?:more\s+)?(?:fully|further|later|in\s+(?:more|greater|further)\s+detail)\s+)?in\s+` +
    String.raw`(?!(?:The|A|An|This|That|These|Those|Its|Their|Some|Many|Most|All|Each|Every)\b)\p{Lu}\p{L}*` +
    // A title has more than one word ("Sound and Hearing"); one capitalised word is more often a place.
    String.raw`(?:\s+(?:(?:and|of|the|in|on|to)\s+)*\p{Lu}\p{L}*)+`,
  'u',
);

/**
 * The author speaking of the book ("As we shall show, …", "As we saw in Chapter 2, …", "as I have
 * said", "We will begin by …"): the sentence points at pages the student does not have.
 */
export const ASIDE = new RegExp(
  String.raw`\bas\s+(?:we|I|you)\s+(?:(?:shall|will|have|had|did|can|may|might|all)\s+)?` +
    String.raw`(?:see|show|saw|seen|shown|note|noted|discuss|discussed|learn|learned|learnt|mention|mentioned|` +
    String.raw`explain|explained|describe|described|said|found|know|knew|known)\b|\b(?:in|see)\s+chapter\s+\d+|` +
    // "Unlike the worlds we have studied so far": the chapters before, which the student does not have.
    String.raw`\b(?:we|you)\s+have\s+(?:studied|seen|discussed|examined|explored|looked\s+at|met|learned|encountered)\b[^.]*\bso\s+far\b|` +
    // The author's signpost of what the book does next: "We will begin our voyage by …", "Let us now turn to …".
    String.raw`^(?:we|I)\s+(?:will|shall|now|are\s+going\s+to)\s+(?:now\s+)?(?:begin|start|turn|look|explore|examine|consider|discuss|return|focus|describe|study|take\s+a\s+look)\b|^let(?:'s|’s|\s+us)\s+`,
  'i',
);
