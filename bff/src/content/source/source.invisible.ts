// Characters that print as nothing: the soft hyphen, the zero-width space, the word joiner and the
// byte-order mark. Ebooks and web pages put them in prose (Standard Ebooks writes "master⁠—to do" with a
// word joiner before the dash), and a word read with one attached is a different word: "master⁠" and
// "master" became two terms and one multiple-choice question offered both. Read, quoted and matched
// without them, so the text says what it prints.
export const INVISIBLE = /[\u00AD\u200B\u2060\uFEFF]/g;

export const visible = (text: string) => text.replace(INVISIBLE, '');
