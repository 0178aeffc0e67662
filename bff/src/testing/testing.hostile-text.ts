// Text a teacher (or an attacker) can type or upload that has broken things before: no route may answer
// 500 to it and every file made from it must open.
const LONG_WORD = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(6); // 270 characters, no space

export const HOSTILE_TEXTS = {
  'long unbroken word': LONG_WORD,
  'long unbroken words with a sentence': `${LONG_WORD} ${LONG_WORD}. ${LONG_WORD}, ${LONG_WORD} and ${LONG_WORD}.`,
  'right-to-left text': 'دورة الماء: التبخر والتكثف والهطول. \u202Egnp.exe\u202C שלום עולם — מחזור המים',
  'control characters':
    'Water\u0000 cycle\u0001\u0007\u0008\u000b\u000c\u001b[31m \uFFFE\uFFFF \uD800 lone \uDC00 surrogates\u0085\u2028 end',
  markup: '<img src=x onerror=alert(1)> "quoted" <script>alert(1)</script> & #quot; ]]> {{x}} `code` click(here)',
  blank: ' \t ',
} as const;
